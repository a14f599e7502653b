import type { AboutPack } from './types';

export const id: AboutPack = {
  language: 'id',
  products: {
    1: [
      { name: (b) => `${b.latin} Cloud`, description: 'Aplikasi akuntansi dan penggajian berbasis cloud untuk usaha kecil dan menengah.' },
      { name: (b) => `${b.latin} Connect`, description: 'Platform layanan pelanggan yang menyatukan chat, email, dan telepon dalam satu kotak masuk.' },
    ],
    2: [
      { name: (b) => `${b.latin} Pay`, description: 'Dompet digital untuk bayar tagihan, kirim uang, dan belanja online.' },
      { name: (b) => `Kredit Usaha ${b.latin}`, description: 'Pinjaman modal kerja untuk UMKM, dengan keputusan dalam tiga hari kerja.' },
    ],
    3: [
      { name: (b) => `${b.latin} Sehat Plus`, description: 'Asuransi kesehatan untuk perorangan dan keluarga, dengan layanan rawat inap tanpa uang muka di rumah sakit rekanan.' },
      { name: (b) => `${b.latin} Oto`, description: 'Asuransi mobil yang bisa dibeli, diperpanjang, dan diklaim sepenuhnya secara online.' },
    ],
    5: [
      { name: (b) => `${b.latin} Mall`, description: 'Marketplace online untuk elektronik, fesyen, dan perlengkapan rumah, dengan pengiriman besok sampai di kota besar.' },
      { name: (b) => `${b.latin} Seller Center`, description: 'Alat bantu bagi toko lokal untuk membuka toko online, mengunggah produk, dan mengelola pesanan.' },
    ],
    6: [
      { name: (b) => `${b.latin} Mart`, description: 'Toko lingkungan untuk bahan segar dan kebutuhan sehari-hari, buka sampai malam setiap hari.' },
      { name: (b) => `${b.latin} Poin`, description: 'Program loyalitas yang mengubah setiap belanja menjadi poin dan harga khusus member.' },
    ],
    7: [
      { name: (b) => `${b.latin} Pack`, description: 'Kemasan dan wadah food grade yang dibuat sesuai pesanan untuk merek konsumen.' },
      { name: (b) => `${b.latin} Komponen`, description: 'Suku cadang presisi dari logam dan plastik untuk produsen elektronik dan peralatan rumah tangga.' },
    ],
    8: [
      { name: (b) => `Bengkel Resmi ${b.latin}`, description: 'Bengkel resmi untuk servis berkala, perbaikan, dan suku cadang asli.' },
      { name: (b) => `${b.latin} EV Charge`, description: 'Stasiun pengisian kendaraan listrik di mal, gedung perkantoran, dan apartemen.' },
    ],
    10: [
      { name: (b) => `${b.latin} Residence`, description: 'Apartemen dekat stasiun, sekolah, dan kawasan bisnis.' },
      { name: (b) => `${b.latin} Workspace`, description: 'Kantor fleksibel dan ruang rapat yang bisa disewa harian atau bulanan.' },
    ],
    11: [
      { name: (b) => `Klinik ${b.latin}`, description: 'Klinik keluarga untuk konsultasi dokter, tes laboratorium, dan vaksinasi.' },
      { name: (b) => `${b.latin} Telemedis`, description: 'Konsultasi video dengan dokter berizin, obat diantar ke rumah.' },
    ],
    12: [
      { name: (b) => `${b.latin} Vita`, description: 'Vitamin dan suplemen yang dijual di apotek di seluruh Indonesia.' },
      { name: (b) => `${b.latin} Generik`, description: 'Obat generik terjangkau untuk penyakit kronis seperti diabetes dan hipertensi.' },
    ],
    13: [
      { name: (b) => `${b.latin} Academy`, description: 'Kursus online pemrograman, analisis data, dan pemasaran digital untuk para pekerja.' },
      { name: (b) => `${b.latin} Kids`, description: 'Kelas bahasa Inggris dan matematika sepulang sekolah untuk anak usia 5 sampai 12 tahun.' },
    ],
    14: [
      { name: (b) => `${b.latin} Express`, description: 'Pengiriman paket di hari yang sama dan esok hari untuk penjual online.' },
      { name: (b) => `${b.latin} Track`, description: 'Sistem pelacakan kiriman dan manajemen gudang untuk bisnis segala ukuran.' },
    ],
    15: [
      { name: (b) => `${b.latin} Hotel`, description: 'Hotel bisnis dan liburan di pusat kota, lengkap dengan ruang rapat dan restoran.' },
      { name: (b) => `${b.latin} Tour`, description: 'Paket wisata dan perjalanan grup yang dirancang oleh pemandu lokal.' },
    ],
    16: [
      { name: (b) => `Kopi ${b.latin}`, description: 'Kedai kopi dengan biji kopi sangrai lokal dan roti yang dipanggang setiap hari.' },
      { name: (b) => `Dapur ${b.latin}`, description: 'Makanan siap saji dan camilan yang dijual di supermarket dan minimarket.' },
    ],
    17: [
      { name: (b) => `${b.latin} Fiber`, description: 'Internet fiber untuk rumah dengan kecepatan hingga 1 Gbps.' },
      { name: (b) => `${b.latin} Seluler`, description: 'Paket seluler prabayar dan pascabayar dengan kuota 5G.' },
    ],
    18: [
      { name: (b) => `${b.latin} Studio`, description: 'Produksi video, konten media sosial, dan kampanye untuk berbagai merek.' },
      { name: (b) => `${b.latin} Harian`, description: 'Majalah digital berita dan gaya hidup yang diperbarui setiap hari.' },
    ],
    19: [
      { name: (b) => `${b.latin} Surya`, description: 'Pemasangan dan perawatan panel surya atap untuk rumah dan pabrik.' },
      { name: (b) => `${b.latin} Hemat Listrik`, description: 'Aplikasi yang membantu rumah tangga memantau dan menghemat pemakaian listrik.' },
    ],
  },
  news: {
    office: {
      title: (c) => `${c.company} membuka kantor baru di ${c.city}`,
      summary: (c) => `Kantor baru ini memberi tim ${c.city} yang terus bertambah ruang lebih luas untuk bekerja sama dan menerima pelanggan.`,
    },
    hiring: {
      title: (c) => `${c.company} berencana merekrut ${c.count} karyawan tahun ini`,
      summary: () => 'Posisi baru tersedia di berbagai tim, mulai dari tingkat pemula hingga manajemen.',
    },
    award: {
      title: (c) => `${c.company} terpilih sebagai salah satu tempat kerja terbaik di ${c.city} tahun ${c.year}`,
      summary: () => 'Penghargaan ini didasarkan pada survei anonim karyawan tentang tim, atasan, dan tunjangan mereka.',
    },
    launch: {
      title: (c) => `${c.company} meluncurkan ${c.product}`,
      summary: (c) => c.productDescription,
    },
    anniversary: {
      title: (c) => `${c.company} merayakan ulang tahun ke-${c.years}`,
      summary: (c) => `Berdiri sejak ${c.foundedYear}, perusahaan merayakan momen ini bersama karyawan, pelanggan, dan mitra.`,
    },
    funding: {
      title: (c) => `${c.company} meraih pendanaan ${c.round} sebesar ${c.amount}`,
      summary: () => 'Dana baru ini akan digunakan untuk pengembangan produk dan penambahan tim.',
    },
    community: {
      title: (c) => `Karyawan ${c.company} menjadi relawan di sekolah-sekolah ${c.city}`,
      summary: () => 'Karyawan mengecat ulang ruang kelas, menanam pohon, dan membacakan cerita untuk para siswa.',
    },
  },
  rounds: { angel: 'angel', seed: 'tahap awal (seed)', 'series-a': 'Seri A', 'series-b': 'Seri B', 'series-c': 'Seri C', 'series-d-plus': 'Seri D' },
};

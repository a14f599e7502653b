import { idDuties } from './duties/id';
import { lowerFirst } from './casing';
import type { TextPack } from './types';

const lower = (text: string) => lowerFirst(text, 'id-ID');

export const id: TextPack = {
  language: 'id',
  locale: 'id-ID',
  bullet: '• ',
  sentenceGap: ' ',
  responsibilitiesHeading: 'Tanggung jawab:',
  intro: [
    (c) => `${c.company} membuka lowongan ${c.title} untuk ditempatkan di ${c.city}.`,
    (c) => `Kami sedang mencari ${c.title} yang siap bergabung dengan tim kami di ${c.city}.`,
    (c) => `Seiring pertumbuhan bisnis, ${c.company} membutuhkan ${c.title} untuk kantor ${c.city}.`,
    (c) => `Bergabunglah dengan ${c.company} sebagai ${c.title} dan berkembang bersama kami di ${c.city}.`,
  ],
  remoteIntro: [
    (c) => `${c.company} membuka lowongan ${c.title} dengan sistem kerja remote penuh.`,
    (c) => `Posisi ${c.title} ini dapat dikerjakan dari mana saja di Indonesia.`,
    (c) => `Kami membangun tim yang bekerja jarak jauh dan sedang mencari ${c.title}.`,
  ],
  hybridNote: 'Posisi ini menerapkan sistem kerja hybrid, dengan 2–3 hari per minggu di kantor.',
  companyPitch: [
    (c) => `Kami adalah perusahaan di bidang ${lower(c.industry)} yang terus bertumbuh dengan mengutamakan pelanggan.`,
    (c) => `Di ${c.company}, Anda akan bekerja bersama rekan-rekan yang saling mendukung dan senang belajar.`,
    () => 'Tim kami bergerak cepat, terbuka berbagi ilmu, dan menjaga segala sesuatu tetap sederhana.',
    (c) => `${c.company} telah lama dipercaya di industri ${lower(c.industry)} dan terus berinvestasi pada karyawannya.`,
  ],
  team: [
    (c) => `Anda akan bergabung dengan tim beranggotakan ${c.teamSize} orang dan bekerja sama dengan berbagai divisi.`,
    (c) => `Tim kami saat ini terdiri dari ${c.teamSize} orang, dan Anda akan mendapatkan program orientasi yang jelas.`,
  ],
  closing: [
    'Jika Anda merasa cocok, segera lamar dan tim rekrutmen kami akan menghubungi Anda dalam beberapa hari.',
    'Kirim lamaran Anda dan mulai percakapan langsung dengan rekruter melalui chat.',
    'Setiap lamaran kami tinjau, dan kami berusaha memberi jawaban dalam satu minggu.',
    'Wawancara dapat dilakukan secara online maupun di kantor kami.',
  ],
  responsibilities: idDuties,
  requirements: {
    degree: (label, level) => (level <= 3 ? `Pendidikan minimal ${label}` : `Pendidikan minimal ${label} dari jurusan terkait`),
    anyDegree: ['Terbuka untuk semua latar belakang pendidikan', 'Tidak ada syarat pendidikan khusus, yang penting mau belajar'],
    experience: (label) => `${label} pengalaman kerja di bidang terkait`,
    entryLevel: ['Memiliki sedikit pengalaman di bidang terkait (pengalaman magang juga dihitung)'],
    noExperience: ['Lulusan baru dipersilakan melamar', 'Tidak perlu pengalaman, pelatihan lengkap akan diberikan'],
    skills: (list) => `Menguasai ${list}`,
    language: (name) => `Mampu berkomunikasi dengan baik dalam bahasa ${name}`,
    languagePlus: (name) => `Menguasai bahasa ${name} menjadi nilai tambah`,
    general: [
      'Memiliki kemampuan komunikasi yang baik dan berorientasi pada pelanggan',
      'Teliti, bertanggung jawab, dan mampu mengatur waktu',
      'Terbiasa bekerja dengan target dan tenggat waktu',
      'Mampu bekerja dalam tim maupun mandiri',
      'Mau belajar dan cepat beradaptasi dengan hal baru',
      'Detail dan berkomitmen pada kualitas',
    ],
    remote: [(c) => `Bersedia bekerja pada jam kerja ${c.offset}`, () => 'Memiliki koneksi internet yang stabil dan tempat kerja yang kondusif'],
  },
  seniority: {
    intern: (t) => `${t} (Magang)`,
    junior: (t) => `${t} Junior`,
    senior: (t) => `${t} Senior`,
    lead: (t) => `${t} (Lead)`,
  },
  company: {
    opening: [
      (c) => `${c.name} didirikan pada tahun ${c.foundedYear} dan berkantor pusat di ${c.city}.`,
      (c) => `${c.name} adalah perusahaan ${lower(c.industry)} yang berbasis di ${c.city} dan berdiri sejak ${c.foundedYear}.`,
    ],
    size: [(c) => `Saat ini ${c.headcount} orang bekerja di ${c.name}.`, (c) => `Kami memiliki sekitar ${c.headcount} karyawan.`],
    mission: [
      'Kami membantu pelaku usaha dan konsumen melalui produk dan layanan yang mudah digunakan dan andal.',
      'Pelanggan kami mulai dari usaha kecil lokal hingga merek-merek besar di tingkat nasional.',
      'Kami memadukan pemahaman pasar lokal dengan standar internasional.',
      'Kami bangga menjalin hubungan jangka panjang dengan pelanggan, mitra, dan masyarakat.',
    ],
    culture: [
      'Kami menghargai rasa memiliki: setiap orang dipercaya mengambil keputusan dan belajar dari hasilnya.',
      'Umpan balik bersifat terbuka dan dua arah, dengan sesi one-on-one rutin bersama atasan.',
      'Kami merayakan keberhasilan bersama, dari makan siang tim hingga outing tahunan.',
      'Jam kerja fleksibel adalah bagian dari cara kami bekerja, bukan fasilitas yang harus diminta.',
      'Kami berinvestasi pada pembelajaran melalui anggaran pelatihan dan sesi berbagi internal.',
      'Keberagaman membuat kami lebih baik; tim kami berasal dari berbagai latar belakang.',
      'Rapat dibuat singkat, keputusan didokumentasikan, dan waktu setiap orang dihargai.',
      'Kami mendorong karyawan mengambil cuti dan beristirahat setelah jam kerja.',
    ],
  },
  recruiterTitles: ['Staf HRD', 'Rekruter', 'Manajer HRD', 'Spesialis Rekrutmen', 'HR Business Partner', 'Kepala HRD', 'HR Generalist', 'Staf Talent Acquisition'],
  founderTitle: 'Pendiri & CEO',
};

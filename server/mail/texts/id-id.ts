import type { MessageTexts } from './types';

export const idId: MessageTexts = {
  greeting: 'Halo {name},',
  greetingWithoutName: 'Halo,',
  codeLabel: 'Kode Anda',
  linkFallback: 'Jika tombol tidak berfungsi, salin alamat ini ke browser Anda:',
  footer: 'Ini adalah pesan otomatis dari Hireloop. Mohon jangan membalas email ini.',
  email: {
    login_code: {
      subject: 'Kode masuk Hireloop Anda',
      heading: 'Masuk ke Hireloop',
      before: ['Masukkan kode ini untuk masuk. Kode ini kedaluwarsa dalam {duration} dan hanya dapat digunakan sekali.'],
      after: ['Jika Anda tidak mencoba masuk, abaikan email ini. Jangan pernah membagikan kode ini kepada siapa pun, termasuk orang yang mengaku bekerja untuk Hireloop.'],
    },
    magic_link: {
      subject: 'Tautan masuk Hireloop Anda',
      heading: 'Masuk ke Hireloop',
      before: ['Pilih tombol di bawah untuk masuk. Tautan ini kedaluwarsa dalam {duration} dan hanya dapat digunakan sekali.'],
      after: ['Jika Anda tidak meminta tautan ini, abaikan email ini. Jangan teruskan email ini: siapa pun yang memiliki tautan ini dapat masuk ke akun Anda.'],
      action: 'Masuk ke Hireloop',
    },
    verify_email: {
      subject: 'Verifikasi alamat email Anda untuk Hireloop',
      heading: 'Verifikasi alamat email Anda',
      before: ['Masukkan kode ini di Hireloop untuk memastikan bahwa alamat email ini milik Anda. Kode ini kedaluwarsa dalam {duration}.'],
      after: ['Jika Anda tidak membuat akun Hireloop, abaikan email ini.'],
    },
    reset_password: {
      subject: 'Atur ulang kata sandi Hireloop Anda',
      heading: 'Atur ulang kata sandi Anda',
      before: ['Kami menerima permintaan untuk mengatur ulang kata sandi akun Hireloop Anda. Masukkan kode ini untuk memilih kata sandi baru. Kode ini kedaluwarsa dalam {duration}.'],
      after: ['Jika Anda tidak meminta pengaturan ulang kata sandi, abaikan email ini: kata sandi Anda tetap sama.'],
    },
    safety_code: {
      subject: 'Pastikan bahwa Anda yang masuk ke Hireloop',
      heading: 'Masuk dari perangkat baru',
      before: ['Seseorang memasukkan kata sandi yang benar untuk akun Hireloop Anda di perangkat atau browser yang tidak kami kenali. Jika itu Anda, masukkan kode ini untuk menyelesaikan proses masuk. Kode ini kedaluwarsa dalam {duration}.'],
      after: ['Jika itu bukan Anda, jangan bagikan kode ini dan segera ganti kata sandi Anda: orang lain mengetahuinya.'],
    },
    password_changed: {
      subject: 'Kata sandi Hireloop Anda telah diubah',
      heading: 'Kata sandi Anda telah diubah',
      before: ['Kata sandi akun Hireloop Anda baru saja diubah, dan semua perangkat yang masuk ke akun Anda telah dikeluarkan.'],
      after: ['Jika bukan Anda yang mengubahnya, segera atur ulang kata sandi Anda dan hubungi dukungan Hireloop.'],
    },
    confirm_account: {
      subject: 'Konfirmasi bahwa ini Anda di Hireloop',
      heading: 'Konfirmasi bahwa ini Anda',
      before: ['Anda meminta untuk mengubah cara masuk ke Hireloop (email, kata sandi, atau telepon Anda). Masukkan kode ini di pengaturan akun untuk mengonfirmasi bahwa ini Anda. Kode berlaku selama {duration}.'],
      after: ['Jika Anda tidak memintanya, jangan bagikan kode ini kepada siapa pun dan ubah kata sandi Anda: mungkin ada orang lain yang masuk ke akun Anda.'],
    },
    change_email: {
      subject: 'Konfirmasi alamat email baru Anda untuk Hireloop',
      heading: 'Konfirmasi alamat email baru Anda',
      before: ['Anda meminta untuk menggunakan alamat ini untuk masuk ke Hireloop. Masukkan kode ini di pengaturan akun untuk mengonfirmasinya. Kode berlaku selama {duration}.'],
      after: ['Jika Anda tidak memintanya, abaikan email ini: tidak ada yang berubah sampai kode dimasukkan.'],
    },
    email_changed: {
      subject: 'Email masuk Hireloop Anda telah diubah',
      heading: 'Email masuk Anda telah diubah',
      before: ['Alamat email yang Anda gunakan untuk masuk ke Hireloop baru saja diubah menjadi {new_email}. Alamat ini tidak lagi dapat digunakan untuk masuk ke akun tersebut, dan semua perangkat lain yang masuk telah dikeluarkan.'],
      after: ['Jika Anda tidak melakukan perubahan ini, segera hubungi dukungan Hireloop agar kami dapat mengembalikan akun kepada Anda.'],
    },
    password_updated: {
      subject: 'Kata sandi Hireloop Anda telah diubah',
      heading: 'Kata sandi Anda telah diubah',
      before: ['Kata sandi akun Hireloop Anda baru saja diubah di pengaturan akun. Semua perangkat lain yang masuk ke akun Anda telah dikeluarkan.'],
      after: ['Jika bukan Anda yang mengubahnya, atur ulang kata sandi Anda sekarang dan hubungi dukungan Hireloop.'],
    },
  },
  sms: {
    login_code: '{code} adalah kode masuk Hireloop Anda. Kedaluwarsa dalam {duration}. Jangan bagikan kepada siapa pun.',
    verify_phone: '{code} adalah kode Hireloop Anda untuk memverifikasi nomor telepon ini. Kedaluwarsa dalam {duration}.',
    safety_code: '{code} adalah kode Hireloop Anda untuk mengonfirmasi proses masuk dari perangkat baru. Jika bukan Anda, ganti kata sandi Anda.',
  },
};

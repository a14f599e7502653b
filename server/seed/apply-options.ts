import type { Database } from '../db/client';
import { insertApplyOptionRows, jobsForApplyOptions } from '../db/queries/seed';
import type { jobApplyOptions, ScreeningQuestion } from '../db/schema';
import { Random } from './random';
import type { TextLanguage } from './reference/labels';

/** Screening questions an employer asks, in each language jobs are written in. */
const questionBank: Record<TextLanguage, readonly string[]> = {
  en: [
    'How many years of relevant experience do you have?',
    'When could you start if you were offered the job?',
    'What is your expected monthly salary?',
    'Are you legally allowed to work in this country?',
    'Are you comfortable working on-site five days a week?',
    'Which of the listed skills have you used at work most recently?',
    'Why are you interested in this role?',
    'Do you hold any licence or certification relevant to this job?',
  ],
  ja: [
    '関連する実務経験は何年ありますか？',
    '内定した場合、いつから勤務できますか？',
    '希望月給を教えてください。',
    'この国で就労する資格はありますか？',
    '週5日の出社勤務は可能ですか？',
    '記載のスキルのうち、最近の業務で使ったものはどれですか？',
    'この職種に興味を持った理由を教えてください。',
    'この仕事に関連する資格や免許をお持ちですか？',
  ],
  'zh-TW': [
    '您有幾年相關工作經驗？',
    '若獲錄取，最快何時可以到職？',
    '您的期望月薪是多少？',
    '您是否具備在本地合法工作的資格？',
    '您能接受每週五天進辦公室上班嗎？',
    '職缺列出的技能中，您最近在工作上用過哪些？',
    '您為什麼對這個職位有興趣？',
    '您是否持有與此工作相關的證照？',
  ],
  id: [
    'Berapa tahun pengalaman kerja yang relevan yang Anda miliki?',
    'Kapan Anda dapat mulai bekerja jika diterima?',
    'Berapa gaji bulanan yang Anda harapkan?',
    'Apakah Anda memiliki izin untuk bekerja di negara ini?',
    'Apakah Anda bersedia bekerja di kantor lima hari seminggu?',
    'Keterampilan mana yang tercantum yang terakhir Anda gunakan di tempat kerja?',
    'Mengapa Anda tertarik dengan posisi ini?',
    'Apakah Anda memiliki lisensi atau sertifikasi yang relevan dengan pekerjaan ini?',
  ],
  pt: [
    'Quantos anos de experiência relevante você tem?',
    'Quando você poderia começar, se fosse contratado?',
    'Qual é a sua pretensão salarial mensal?',
    'Você tem autorização para trabalhar neste país?',
    'Você pode trabalhar presencialmente cinco dias por semana?',
    'Quais das habilidades listadas você usou no trabalho mais recentemente?',
    'Por que você se interessa por esta vaga?',
    'Você possui alguma licença ou certificação relevante para esta vaga?',
  ],
  tr: [
    'Kaç yıllık ilgili iş deneyiminiz var?',
    'İş teklifi alırsanız ne zaman başlayabilirsiniz?',
    'Beklediğiniz aylık maaş nedir?',
    'Bu ülkede yasal olarak çalışma izniniz var mı?',
    'Haftada beş gün ofiste çalışabilir misiniz?',
    'Listelenen becerilerden hangisini iş yerinde en son kullandınız?',
    'Bu pozisyonla neden ilgileniyorsunuz?',
    'Bu işle ilgili bir lisansınız veya sertifikanız var mı?',
  ],
  ar: [
    'كم سنة من الخبرة ذات الصلة لديك؟',
    'متى يمكنك البدء إذا عُرضت عليك الوظيفة؟',
    'ما هو راتبك الشهري المتوقع؟',
    'هل يحق لك العمل بشكل قانوني في هذا البلد؟',
    'هل يمكنك العمل من المكتب خمسة أيام في الأسبوع؟',
    'أي من المهارات المذكورة استخدمتها مؤخرًا في عملك؟',
    'لماذا أنت مهتم بهذه الوظيفة؟',
    'هل تحمل رخصة أو شهادة ذات صلة بهذه الوظيفة؟',
  ],
};

/** The bank's questions (by id, the same in every language) answered yes or no: allowed to work, on-site, licence. */
const yesNoQuestions = new Set([4, 5, 8]);

/** Shares of jobs that are external, and of the others that ask screening questions. */
export const applyOptionShares = { external: 0.08, screening: 0.3 } as const;

export type ApplyOptionRow = typeof jobApplyOptions.$inferInsert;

/**
 * A job's apply options, or null when it has none (a plain job). Drawn from a stream keyed by
 * the seed and the job's id alone, so adding them changed no other generated value, and a job
 * gets the same options whatever else is seeded.
 */
export function generateApplyOptions(
  seed: number,
  job: { id: number; language: string; website: string | null },
): ApplyOptionRow | null {
  const random = new Random(`${seed}:apply:${job.id}`);
  const roll = random.next();
  if (roll < applyOptionShares.external && job.website) {
    return { jobId: job.id, screeningQuestions: [], externalUrl: `${job.website}/careers/jobs/${job.id}` };
  }
  if (roll >= applyOptionShares.external + applyOptionShares.screening) return null;
  const bank = questionBank[job.language as TextLanguage] ?? questionBank.en;
  const picked = random.sample(
    bank.map((question, index) => ({ question, id: index + 1 })),
    random.int(1, 3),
  );
  const questions: ScreeningQuestion[] = picked
    .sort((a, b) => a.id - b.id)
    .map(({ id, question }) => ({ id, question, required: random.chance(0.5), answer_type: yesNoQuestions.has(id) ? 'yes_no' : 'text' }));
  return { jobId: job.id, screeningQuestions: questions, externalUrl: null };
}

/** Writes the apply options of every seeded job, a batch at a time in id order. */
export async function seedApplyOptions(db: Pick<Database, 'execute' | 'insert'>, options: { seed: number; batchSize: number }): Promise<number> {
  let after = 0;
  let written = 0;
  for (;;) {
    const batch = await jobsForApplyOptions(db, after, options.batchSize);
    if (batch.length === 0) return written;
    after = Number(batch[batch.length - 1]?.id);
    const rows = batch.flatMap((job) => {
      const row = generateApplyOptions(options.seed, { ...job, id: Number(job.id) });
      return row ? [row] : [];
    });
    if (rows.length > 0) await insertApplyOptionRows(db, rows);
    written += rows.length;
  }
}

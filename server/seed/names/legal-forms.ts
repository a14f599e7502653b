import type { CountryKey } from '../../../lib/countries';
import type { TextLanguage } from '../reference/labels';

type Form = (name: string) => string;

/**
 * Registered names follow each country's company law: "Pte. Ltd." in Singapore, "PT … Tbk" for a
 * listed Indonesian company, "株式会社" in Japan, "ذ.م.م" for an Emirati LLC, and so on. `listed`
 * is used for publicly traded companies, `private` otherwise (its first form is the one large
 * employers use); the local-language variant wins when the company writes in the local language.
 */
interface LegalForms {
  private: Form[];
  listed: Form[];
  local?: { language: TextLanguage; private: Form[]; listed: Form[] };
}

export const legalForms: Record<CountryKey, LegalForms> = {
  ph: { private: [(n) => `${n}, Inc.`, (n) => `${n} Corporation`, (n) => `${n} Philippines, Inc.`], listed: [(n) => `${n} Holdings, Inc.`, (n) => `${n} Corporation`] },
  sg: { private: [(n) => `${n} Pte. Ltd.`], listed: [(n) => `${n} Limited`, (n) => `${n} Ltd.`] },
  id: { private: [(n) => `PT ${n}`, (n) => `PT ${n} Indonesia`], listed: [(n) => `PT ${n} Tbk`] },
  jp: {
    private: [(n) => `${n} Co., Ltd.`, (n) => `${n} K.K.`],
    listed: [(n) => `${n} Holdings Co., Ltd.`, (n) => `${n} Corporation`],
    local: { language: 'ja', private: [(n) => `株式会社${n}`, (n) => `${n}株式会社`, (n) => `合同会社${n}`], listed: [(n) => `${n}ホールディングス株式会社`, (n) => `株式会社${n}`] },
  },
  my: { private: [(n) => `${n} Sdn. Bhd.`], listed: [(n) => `${n} Berhad`] },
  hk: {
    private: [(n) => `${n} Limited`, (n) => `${n} (Hong Kong) Limited`],
    listed: [(n) => `${n} Holdings Limited`, (n) => `${n} Group Limited`],
    local: { language: 'zh-TW', private: [(n) => `${n}有限公司`], listed: [(n) => `${n}控股有限公司`, (n) => `${n}集團有限公司`] },
  },
  tw: {
    private: [(n) => `${n} Co., Ltd.`, (n) => `${n} Corporation`],
    listed: [(n) => `${n} Co., Ltd.`, (n) => `${n} Group`],
    local: { language: 'zh-TW', private: [(n) => `${n}股份有限公司`, (n) => `${n}有限公司`], listed: [(n) => `${n}股份有限公司`] },
  },
  mo: {
    private: [(n) => `${n} (Macau) Limited`, (n) => `${n} Limitada`],
    listed: [(n) => `${n} Holdings Limited`],
    local: { language: 'zh-TW', private: [(n) => `${n}有限公司`, (n) => `${n}一人有限公司`], listed: [(n) => `${n}控股有限公司`] },
  },
  lk: { private: [(n) => `${n} (Private) Limited`, (n) => `${n} (Pvt) Ltd`], listed: [(n) => `${n} PLC`] },
  ng: { private: [(n) => `${n} Limited`, (n) => `${n} Nigeria Limited`], listed: [(n) => `${n} Plc`] },
  tr: {
    private: [(n) => `${n} A.Ş.`, (n) => `${n} Ltd. Şti.`, (n) => `${n} San. ve Tic. A.Ş.`],
    listed: [(n) => `${n} A.Ş.`, (n) => `${n} Holding A.Ş.`],
  },
  gb: { private: [(n) => `${n} Ltd`, (n) => `${n} Limited`], listed: [(n) => `${n} plc`, (n) => `${n} Group plc`] },
  us: { private: [(n) => `${n}, Inc.`, (n) => `${n} LLC`, (n) => `${n} Corp.`], listed: [(n) => `${n}, Inc.`, (n) => `${n} Holdings, Inc.`] },
  br: { private: [(n) => `${n} S.A.`, (n) => `${n} Ltda.`, (n) => `${n} Ltda.`], listed: [(n) => `${n} S.A.`, (n) => `${n} Participações S.A.`] },
  ae: {
    private: [(n) => `${n} LLC`, (n) => `${n} FZ-LLC`, (n) => `${n} FZE`],
    listed: [(n) => `${n} PJSC`],
    local: { language: 'ar', private: [(n) => `${n} ذ.م.م`, (n) => `${n} (ش.ذ.م.م)`], listed: [(n) => `${n} ش.م.ع`] },
  },
  ca: { private: [(n) => `${n} Inc.`, (n) => `${n} Ltd.`, (n) => `${n} Corp.`], listed: [(n) => `${n} Inc.`, (n) => `${n} Corporation`] },
  in: { private: [(n) => `${n} Private Limited`, (n) => `${n} LLP`], listed: [(n) => `${n} Limited`] },
  com: { private: [(n) => `${n}, Inc.`, (n) => `${n} LLC`, (n) => `${n} Ltd`], listed: [(n) => `${n}, Inc.`] },
};

/** International companies register where their hub is, so the hub decides the legal form. */
export const hubLegalForms: Record<string, Form> = {
  berlin: (n) => `${n} GmbH`,
  amsterdam: (n) => `${n} B.V.`,
  london: (n) => `${n} Ltd`,
  singapore: (n) => `${n} Pte. Ltd.`,
  tokyo: (n) => `${n} K.K.`,
  bengaluru: (n) => `${n} Private Limited`,
  dubai: (n) => `${n} FZ-LLC`,
  sydney: (n) => `${n} Pty Ltd`,
  toronto: (n) => `${n} Inc.`,
};

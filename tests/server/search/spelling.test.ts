import { describe, expect, it } from 'vitest';
import { parseKeyword } from '@/server/search/keyword';
import { allowedEdits, correctionsOf, correctKeyword, correctWord, editDistance, type Vocabulary } from '@/server/search/spelling';
import { remotePhrases, synonymsOfWord, takeRemotePhrase, wordSynonyms } from '@/server/search/synonyms';

/** A vocabulary as loadVocabulary() makes it: folded words and how many jobs have each. */
const vocabulary = (entries: Record<string, number>): Vocabulary => new Map(Object.entries(entries));

describe('editDistance (optimal string alignment)', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions as one edit each', () => {
    expect(editDistance('enginer', 'engineer', 2)).toBe(1);
    expect(editDistance('sofware', 'software', 2)).toBe(1);
    expect(editDistance('mnaager', 'manager', 2)).toBe(1);
    expect(editDistance('manger', 'manager', 2)).toBe(1);
    expect(editDistance('mansger', 'manager', 2)).toBe(1);
    expect(editDistance('mngr', 'manager', 3)).toBe(3);
    expect(editDistance('sales', 'sales', 2)).toBe(0);
  });

  it('stops past its maximum', () => {
    expect(editDistance('accountant', 'developer', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(editDistance('مهندس', 'مهندص', 1)).toBe(1);
    expect(editDistance('𝒜bc', 'abc', 1)).toBe(1);
  });
});

describe('correctWord: one- and two-letter typos in every language', () => {
  // Per language: a vocabulary of that language's job words, a typo → the word meant.
  const cases: [string, Record<string, number>, [string, string][]][] = [
    ['en', { software: 40, engineer: 55, accountant: 12, account: 30, manager: 80 }, [['sofware', 'software'], ['enginer', 'engineer'], ['acountant', 'accountant'], ['mnagaer', 'manager']]],
    ['es', { ingeniero: 20, ventas: 30, contador: 8, gerente: 25 }, [['ingenero', 'ingeniero'], ['ventsa', 'ventas'], ['contdor', 'contador'], ['grente', 'gerente']]],
    ['pt', { vendas: 30, desenvolvedor: 15, engenheiro: 12, gerente: 20 }, [['vemdas', 'vendas'], ['desenvolvdor', 'desenvolvedor'], ['engenhiero', 'engenheiro']]],
    ['ms', { jurutera: 18, jualan: 25, eksekutif: 30, pengurus: 22 }, [['jurutra', 'jurutera'], ['juallan', 'jualan'], ['eksekutf', 'eksekutif'], ['pengruus', 'pengurus']]],
    ['id', { akuntansi: 9, akuntan: 4, penjualan: 20, insinyur: 7 }, [['akuntasni', 'akuntansi'], ['penjulan', 'penjualan'], ['insinyr', 'insinyur']]],
    // Folded: Turkish letters typed without their marks are the same word.
    ['tr', { satis: 30, muduru: 12, muhendis: 15, temsilcisi: 10 }, [['sattis', 'satis'], ['muhendsi', 'muhendis'], ['temsilcsi', 'temsilcisi'], ['mühendız', 'muhendis']]],
    // Folded: ة is ه, أ is ا.
    ['ar', { مهندس: 20, مبيعات: 25, محاسب: 10, مدير: 30, برمجيات: 9 }, [['مهنس', 'مهندس'], ['مبيعت', 'مبيعات'], ['برمحيات', 'برمجيات']]],
    // Romanised words on the Japanese and Chinese sites; CJK terms are never corrected (below).
    ['ja', { engineer: 12, marketing: 9 }, [['enginear', 'engineer'], ['marketnig', 'marketing']]],
    ['zh-CN', { java: 4, python: 6, developer: 8 }, [['pyhton', 'python'], ['develper', 'developer']]],
    ['zh-TW', { frontend: 5, backend: 6 }, [['fronend', 'frontend'], ['bakcend', 'backend']]],
  ];
  for (const [language, words, typos] of cases) {
    it(`${language}: ${typos.map(([typo]) => typo).join(', ')}`, () => {
      for (const [typo, meant] of typos) expect(correctWord(typo, vocabulary(words)), typo).toBe(meant);
    });
  }

  it('allows one edit from 4 letters and two from 5, none below', () => {
    expect([2, 3, 4, 5, 9].map(allowedEdits)).toEqual([0, 0, 1, 2, 2]);
    expect(correctWord('slaes', vocabulary({ sales: 3 }))).toBe('sales');
    expect(correctWord('sxlxs', vocabulary({ sales: 3 }))).toBe('sales');
    expect(correctWord('hr', vocabulary({ hrs: 3 }))).toBeNull();
    expect(correctWord('cok', vocabulary({ cook: 3 }))).toBeNull();
  });

  it('leaves known words, digits and CJK alone, and gives null when nothing is close', () => {
    const words = vocabulary({ engineer: 5, 営業: 9 });
    expect(correctWord('Engineer', words)).toBeNull();
    expect(correctWord('営僕', words)).toBeNull();
    expect(correctWord('enginer5', words)).toBeNull();
    expect(correctWord('zephyrologist', words)).toBeNull();
  });

  it('prefers the nearest word, then one with the same first letter, then the word of most jobs', () => {
    expect(correctWord('manger', vocabulary({ manager: 1, ranger: 90 }))).toBe('manager');
    expect(correctWord('manger', vocabulary({ manager: 1, mangers: 9 }))).toBe('mangers');
    expect(correctWord('managr', vocabulary({ manager: 1, managed: 50 }))).toBe('manager');
    expect(correctWord('تفنيي', vocabulary({ فني: 40, تنفيذي: 3 }))).toBe('تنفيذي');
  });

  it('offers the next spellings to try when the best finds nothing', () => {
    const words = vocabulary({ manager: 9, manages: 5, manger: 1, sales: 9 });
    expect(correctionsOf(parseKeyword('salse managr') ?? { terms: [] }, words)).toEqual([
      'sales manager',
      'sales manages',
      'sales manger',
    ]);
    expect(correctionsOf(parseKeyword('sales manager') ?? { terms: [] }, words)).toEqual([]);
  });

  it('corrects each unknown word of a keyword and keeps the rest as typed', () => {
    const words = vocabulary({ software: 4, engineer: 9, manila: 3 });
    const keyword = (text: string) => parseKeyword(text) ?? { terms: [] };
    expect(correctKeyword(keyword('Sofware Enginer'), words)).toBe('software engineer');
    expect(correctKeyword(keyword('enginer manila'), words)).toBe('engineer manila');
    expect(correctKeyword(keyword('engineer manila'), words)).toBeNull();
  });
});

describe('synonyms in every language', () => {
  const remote: Record<string, string> = {
    en: 'sales work from home',
    es: 'ventas trabajo desde casa',
    pt: 'vendas home office',
    ms: 'jualan kerja dari rumah',
    id: 'penjualan kerja dari rumah',
    tr: 'satış uzaktan çalışma',
    ar: 'مبيعات عن بعد',
    ja: '営業 在宅勤務',
    'zh-CN': '销售 远程办公',
    'zh-TW': '銷售 遠端工作',
  };
  for (const [language, text] of Object.entries(remote)) {
    it(`${language}: "${text}" is the remote filter and the rest of the keyword`, () => {
      const taken = takeRemotePhrase(parseKeyword(text) ?? { terms: [] });
      expect(taken.remote).toBe(true);
      expect(taken.keyword?.terms.map((term) => term.text)).toEqual([text.split(' ')[0]?.toLowerCase()]);
    });
  }

  it('every language has remote phrases, typed in any case and without accents', () => {
    expect(Object.keys(remotePhrases).sort()).toEqual(['ar', 'en', 'es', 'id', 'ja', 'ms', 'pt', 'tr', 'zh-CN', 'zh-TW'].sort());
    for (const text of ['WFH', 'Work From Home', 'evden calisma', 'リモート', 'Home Office', 'العمل عن بعد']) {
      const taken = takeRemotePhrase(parseKeyword(text) ?? { terms: [] });
      expect(taken, text).toEqual({ keyword: null, remote: true });
    }
  });

  it('leaves a keyword without such a phrase alone (a word inside another is no phrase)', () => {
    const keyword = parseKeyword('remoteness officer') ?? { terms: [] };
    expect(takeRemotePhrase(keyword)).toEqual({ keyword, remote: false });
    const home = parseKeyword('home care nurse') ?? { terms: [] };
    expect(takeRemotePhrase(home).remote).toBe(false);
  });

  it('word synonyms, folded, for the languages that type another word for a title', () => {
    expect(synonymsOfWord('Programmer')).toEqual(['developer', 'pengembang']);
    expect(synonymsOfWord('programador')).toEqual(expect.arrayContaining(['desarrollador', 'desenvolvedor']));
    expect(synonymsOfWord('akuntan')).toEqual(['akuntansi']);
    expect(synonymsOfWord('akauntan')).toEqual(['perakaunan']);
    expect(synonymsOfWord('programci')).toEqual(['gelistirici', 'yazilimci']);
    expect(synonymsOfWord('مبرمج')).toEqual(['مطور']);
    expect(synonymsOfWord('engineer')).toEqual([]);
    for (const pairs of Object.values(wordSynonyms)) for (const [word, others] of pairs) expect(others.length, word).toBeGreaterThan(0);
  });
});

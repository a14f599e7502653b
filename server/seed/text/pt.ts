import { ptDuties } from './duties/pt';
import { lowerFirst } from './casing';
import type { TextPack } from './types';

/** "em São Paulo" but "no Rio de Janeiro": Rio takes the article in Portuguese. */
function em(city: string | null): string {
  return city?.startsWith('Rio ') ? `no ${city}` : `em ${city}`;
}

const lower = (text: string) => lowerFirst(text, 'pt-BR');

/** Brazilian Portuguese, as Brazilian job boards write it. */
export const pt: TextPack = {
  language: 'pt',
  locale: 'pt-BR',
  bullet: '• ',
  sentenceGap: ' ',
  responsibilitiesHeading: 'Responsabilidades:',
  intro: [
    (c) => `A ${c.company} está contratando ${c.title} para atuar ${em(c.city)}.`,
    (c) => `Procuramos ${c.title} para fazer parte do nosso time ${em(c.city)}.`,
    (c) => `Com o crescimento dos negócios, a ${c.company} abre vaga de ${c.title} ${em(c.city)}.`,
    (c) => `Venha trabalhar como ${c.title} na ${c.company} e crescer com a gente ${em(c.city)}.`,
  ],
  remoteIntro: [
    (c) => `A ${c.company} está contratando ${c.title} em regime 100% remoto.`,
    (c) => `Vaga de ${c.title} em home office, para trabalhar de qualquer lugar do Brasil.`,
    (c) => `Temos um time distribuído e buscamos ${c.title} para trabalhar remotamente.`,
  ],
  hybridNote: 'O modelo de trabalho é híbrido, com dois a três dias por semana no escritório.',
  companyPitch: [
    (c) => `Somos uma empresa do setor de ${lower(c.industry)} que cresce colocando o cliente em primeiro lugar.`,
    (c) => `Na ${c.company}, você vai trabalhar com pessoas que se importam em fazer bem feito e aprender umas com as outras.`,
    () => 'Nossos times se movem rápido, compartilham conhecimento e mantêm tudo simples.',
    (c) => `A ${c.company} atua há anos no setor de ${lower(c.industry)} e segue investindo nas pessoas.`,
  ],
  team: [
    (c) => `Você vai fazer parte de um time de ${c.teamSize} pessoas e trabalhar junto com diversas áreas da empresa.`,
    (c) => `O time hoje tem ${c.teamSize} pessoas, e você terá um plano de integração claro para os primeiros 90 dias.`,
  ],
  closing: [
    'Se você se identificou, candidate-se agora: nosso time de recrutamento vai dar retorno em poucos dias.',
    'Envie sua candidatura e converse direto com a pessoa recrutadora pelo chat.',
    'Analisamos todas as candidaturas e buscamos dar um retorno em até uma semana.',
    'As entrevistas podem ser online ou presenciais, como for melhor para você.',
  ],
  responsibilities: ptDuties,
  requirements: {
    degree: (label, level) => (level <= 3 ? `${label} completo` : `${label} em área relacionada`),
    anyDegree: ['Não exigimos formação específica', 'Vaga aberta a pessoas de qualquer formação'],
    experience: (label) => `${label} de experiência na área`,
    entryLevel: ['Alguma experiência na área (estágio também conta)'],
    noExperience: ['Não é necessário ter experiência: oferecemos treinamento completo', 'Vaga aberta para recém-formados e pessoas em transição de carreira'],
    skills: (list) => `Conhecimento em ${list}`,
    language: (name) => `Boa comunicação oral e escrita em ${name}`,
    languagePlus: (name) => `${name.charAt(0).toUpperCase()}${name.slice(1)} será um diferencial`,
    general: [
      'Boa comunicação e foco no cliente',
      'Organização, responsabilidade e boa gestão do tempo',
      'Facilidade para trabalhar com metas e prazos',
      'Espírito de equipe e autonomia',
      'Vontade de aprender e se adaptar a novas ferramentas',
      'Atenção aos detalhes e compromisso com a qualidade',
    ],
    remote: [(c) => `Disponibilidade para trabalhar em horário comercial (${c.offset})`, () => 'Boa conexão de internet e um local tranquilo para trabalhar'],
  },
  seniority: {
    intern: (t) => `Estágio - ${t}`,
    junior: (t) => `${t} Júnior`,
    mid: (t) => `${t} Pleno`,
    senior: (t) => `${t} Sênior`,
    lead: (t) => `${t} Líder`,
  },
  company: {
    opening: [
      (c) => `A ${c.name} foi fundada em ${c.foundedYear} e tem sede ${em(c.city)}.`,
      (c) => `A ${c.name} é uma empresa de ${lower(c.industry)} com sede ${em(c.city)}, fundada em ${c.foundedYear}.`,
    ],
    size: [(c) => `Hoje, ${c.headcount} pessoas trabalham na ${c.name}.`, (c) => `Contamos hoje com cerca de ${c.headcount} colaboradores.`],
    mission: [
      'Ajudamos empresas e consumidores com produtos e serviços simples de usar e feitos para durar.',
      'Nossos clientes vão de pequenos negócios locais a grandes marcas nacionais.',
      'Unimos conhecimento do mercado local a padrões internacionais para entregar um trabalho confiável.',
      'Temos orgulho das relações de longo prazo com clientes, parceiros e comunidades.',
    ],
    culture: [
      'Valorizamos o senso de dono: todos têm autonomia para decidir e aprender com os resultados.',
      'O feedback é aberto e de mão dupla, com one-on-ones frequentes com a liderança.',
      'Celebramos as conquistas juntos, do almoço do time à confraternização de fim de ano.',
      'Trabalho flexível faz parte da nossa rotina, não é um benefício que precisa ser pedido.',
      'Investimos em aprendizado com verba anual de capacitação e workshops internos.',
      'A diversidade nos torna melhores: nosso time reúne pessoas de muitas origens e trajetórias.',
      'Reuniões curtas, decisões documentadas e respeito ao tempo de cada um.',
      'Bem-estar importa: incentivamos as pessoas a tirar férias e desconectar após o expediente.',
    ],
  },
  recruiterTitles: [
    'Analista de Recrutamento e Seleção',
    'Gerente de RH',
    'Tech Recruiter',
    'Business Partner de RH',
    'Coordenadora de Gente e Gestão',
    'Analista de RH',
    'Head de Pessoas',
    'Consultora de Recrutamento',
  ],
  founderTitle: 'Fundador e CEO',
};

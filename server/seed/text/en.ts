import { enDuties } from './duties/en';
import type { TextPack } from './types';

/** "a" or "an" by sound for the job titles and industries the seed uses (an HR…, a UI…). */
export function withArticle(phrase: string): string {
  const an = /^(HR|HVAC|SEO|SDR|MR)\b/.test(phrase) || (/^[AEIOU]/i.test(phrase) && !/^U[IXn]/.test(phrase));
  return `${an ? 'an' : 'a'} ${phrase}`;
}

export const en: TextPack = {
  language: 'en',
  locale: 'en-US',
  bullet: '• ',
  sentenceGap: ' ',
  responsibilitiesHeading: 'What you will do:',
  intro: [
    (c) => `${c.company} is hiring ${withArticle(c.title)} to join our team in ${c.city}.`,
    (c) => `We are looking for ${withArticle(c.title)} in ${c.city} who wants to grow with a fast-moving business.`,
    (c) => `Join ${c.company} in ${c.city} as our next ${c.title}.`,
    (c) => `${c.company} is expanding its ${c.city} team and needs ${withArticle(c.title)} who takes ownership from day one.`,
  ],
  remoteIntro: [
    (c) => `${c.company} is hiring a fully remote ${c.title}.`,
    (c) => `Work from anywhere as ${withArticle(c.title)} with ${c.company}.`,
    (c) => `We are building a distributed team and are looking for ${withArticle(c.title)} to join ${c.company} remotely.`,
  ],
  hybridNote: 'This is a hybrid role, with two to three days a week in the office.',
  companyPitch: [
    (c) => `We are ${withArticle(c.industry)} business that has grown steadily by putting customers first.`,
    (c) => `At ${c.company}, you will work with people who care about doing things properly and learning from each other.`,
    () => 'Our teams move quickly, share what they learn and keep things simple.',
    (c) => `${c.company} has been part of the ${c.industry} sector for years and keeps investing in its people.`,
  ],
  team: [
    (c) => `You will be part of a team of ${c.teamSize} and work closely with colleagues across the business.`,
    (c) => `The team is ${c.teamSize} people strong, and you will have a clear onboarding plan for your first 90 days.`,
  ],
  closing: [
    'If this sounds like you, apply today and a member of our hiring team will reply within a few days.',
    'Send us your application and start a conversation with the recruiter directly in chat.',
    'We review every application and aim to give you an answer within one week.',
    'Interviews can be held online or at our office, whichever suits you.',
  ],
  responsibilities: enDuties,
  requirements: {
    degree: (label, level) => (level <= 3 ? `${label} or equivalent` : `${label} or higher in a relevant field`),
    anyDegree: ['No specific degree required: skills and attitude matter more', 'Open to candidates from any educational background'],
    experience: (label) => `${label} of relevant experience`,
    entryLevel: ['Some relevant experience (internships count)'],
    noExperience: ['Fresh graduates and career changers are welcome', 'No experience needed: full training is provided'],
    skills: (list) => `Experience with ${list}`,
    language: (name) => `Good written and spoken ${name}`,
    languagePlus: (name) => `${name} is a plus`,
    general: [
      'Strong communication skills and a customer-focused attitude',
      'Organised, reliable and able to manage your own time',
      'Comfortable working with targets and deadlines',
      'A team player who can also work independently',
      'Willing to learn and quick to pick up new tools',
      'Attention to detail and a commitment to quality',
    ],
    remote: [
      (c) => `Able to work during ${c.offset} business hours`,
      () => 'A stable internet connection and a quiet place to work',
    ],
  },
  seniority: {
    intern: (t) => `${t} Intern`,
    junior: (t) => `Junior ${t}`,
    senior: (t) => `Senior ${t}`,
    lead: (t) => `Lead ${t}`,
  },
  company: {
    opening: [
      (c) => `${c.name} was founded in ${c.foundedYear} and is headquartered in ${c.city}.`,
      (c) => `${c.name} is ${withArticle(c.industry)} company based in ${c.city}, founded in ${c.foundedYear}.`,
    ],
    size: [(c) => `Today ${c.headcount} people work at ${c.name}.`, (c) => `Our team now counts ${c.headcount} people.`],
    mission: [
      'We help businesses and consumers get more done with products and services that are simple to use and built to last.',
      'Our customers range from small local businesses to some of the best-known brands in the region.',
      'We combine local knowledge with international standards to deliver work our clients can rely on.',
      'We are proud of our long-term relationships with customers, partners and the communities we serve.',
    ],
    culture: [
      'We value ownership: everyone is trusted to make decisions and learn from the results.',
      'Feedback is open and two-way, and managers hold regular one-on-ones.',
      'We celebrate wins together, from team lunches to our annual company trip.',
      'Flexible working is part of how we operate, not a perk you have to ask for.',
      'We invest in learning with an annual training budget and internal workshops.',
      'Diversity makes us better; we hire people from many backgrounds and experiences.',
      "We keep meetings short, write things down and respect each other's time.",
      'Wellbeing matters: we encourage people to take their leave and switch off after work.',
    ],
  },
  recruiterTitles: [
    'Talent Acquisition Specialist',
    'HR Manager',
    'Recruitment Consultant',
    'HR Business Partner',
    'Hiring Manager',
    'Head of People',
    'HR Officer',
    'Talent Acquisition Lead',
  ],
  founderTitle: 'Founder & CEO',
};

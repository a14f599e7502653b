import type { AboutPack } from './types';

export const en: AboutPack = {
  language: 'en',
  products: {
    1: [
      { name: (b) => `${b.latin} Cloud`, description: 'Cloud accounting and payroll software for small and medium-sized businesses.' },
      { name: (b) => `${b.latin} Connect`, description: 'A customer messaging platform that brings chat, email and calls into one inbox.' },
    ],
    2: [
      { name: (b) => `${b.latin} Pay`, description: 'A mobile wallet for paying bills, sending money and shopping online.' },
      { name: (b) => `${b.latin} Business Loans`, description: 'Working-capital loans for small businesses, with a decision within three working days.' },
    ],
    3: [
      { name: (b) => `${b.latin} Health Plus`, description: 'Health insurance for individuals and families, with cashless admission at partner hospitals.' },
      { name: (b) => `${b.latin} Drive`, description: 'Car insurance you can buy, renew and claim entirely online.' },
    ],
    5: [
      { name: (b) => `${b.latin} Mall`, description: 'An online marketplace for electronics, fashion and home goods, with next-day delivery in major cities.' },
      { name: (b) => `${b.latin} Seller Center`, description: 'Tools that help local shops open an online store, list products and manage orders.' },
    ],
    6: [
      { name: (b) => `${b.latin} Mart`, description: 'Neighbourhood stores for fresh food and everyday essentials, open late every day.' },
      { name: (b) => `${b.latin} Rewards`, description: 'A loyalty programme that turns every purchase into points and member prices.' },
    ],
    7: [
      { name: (b) => `${b.latin} Pack`, description: 'Food-grade packaging and containers made to order for consumer brands.' },
      { name: (b) => `${b.latin} Components`, description: 'Precision metal and plastic parts for electronics and appliance makers.' },
    ],
    8: [
      { name: (b) => `${b.latin} Service`, description: 'Authorised service centres for maintenance, repairs and genuine parts.' },
      { name: (b) => `${b.latin} EV Charge`, description: 'Electric-vehicle charging points in malls, offices and residential buildings.' },
    ],
    10: [
      { name: (b) => `${b.latin} Residences`, description: 'Condominiums close to rail links, schools and business districts.' },
      { name: (b) => `${b.latin} Workspace`, description: 'Flexible offices and meeting rooms rented by the day or by the month.' },
    ],
    11: [
      { name: (b) => `${b.latin} Clinics`, description: 'Family clinics for consultations, laboratory tests and vaccinations.' },
      { name: (b) => `${b.latin} Telehealth`, description: 'Video consultations with licensed doctors and medicines delivered to your door.' },
    ],
    12: [
      { name: (b) => `${b.latin} Vita`, description: 'Vitamins and supplements sold in pharmacies across the country.' },
      { name: (b) => `${b.latin} Generics`, description: 'Affordable generic medicines for long-term conditions such as diabetes and high blood pressure.' },
    ],
    13: [
      { name: (b) => `${b.latin} Academy`, description: 'Online courses in programming, data and digital marketing for working adults.' },
      { name: (b) => `${b.latin} Kids`, description: 'After-school English and maths classes for children aged 5 to 12.' },
    ],
    14: [
      { name: (b) => `${b.latin} Express`, description: 'Same-day and next-day parcel delivery for online sellers.' },
      { name: (b) => `${b.latin} Track`, description: 'Shipment tracking and warehouse management software for businesses of every size.' },
    ],
    15: [
      { name: (b) => `${b.latin} Hotels`, description: 'Business and leisure hotels in city centres, with meeting rooms and all-day dining.' },
      { name: (b) => `${b.latin} Holidays`, description: 'Tour packages and group travel, planned and booked by local experts.' },
    ],
    16: [
      { name: (b) => `${b.latin} Coffee`, description: 'Coffee shops serving locally roasted beans and freshly baked pastries.' },
      { name: (b) => `${b.latin} Kitchen`, description: 'Ready-to-eat meals and snacks sold in supermarkets and convenience stores.' },
    ],
    17: [
      { name: (b) => `${b.latin} Fibre`, description: 'Home fibre broadband with speeds of up to 1 Gbps.' },
      { name: (b) => `${b.latin} Mobile`, description: 'Prepaid and postpaid mobile plans with 5G data.' },
    ],
    18: [
      { name: (b) => `${b.latin} Studio`, description: 'Video, social media and campaign content produced for brands.' },
      { name: (b) => `${b.latin} Daily`, description: 'A digital news and lifestyle magazine, updated every day.' },
    ],
    19: [
      { name: (b) => `${b.latin} Solar`, description: 'Rooftop solar systems for homes and factories, installed and maintained.' },
      { name: (b) => `${b.latin} Energy`, description: 'An app that helps households track and cut their electricity use.' },
    ],
  },
  news: {
    office: {
      title: (c) => `${c.company} opens a new office in ${c.city}`,
      summary: (c) => `The new office gives the growing ${c.city} team more room to work together and to meet customers.`,
    },
    hiring: {
      title: (c) => `${c.company} plans to hire ${c.count} people this year`,
      summary: () => 'The new roles are spread across teams, from entry-level positions to management.',
    },
    award: {
      title: (c) => `${c.company} named one of the best workplaces in ${c.city} for ${c.year}`,
      summary: () => 'The award is based on an anonymous survey of employees about their teams, managers and benefits.',
    },
    launch: {
      title: (c) => `${c.company} launches ${c.product}`,
      summary: (c) => c.productDescription,
    },
    anniversary: {
      title: (c) => `${c.company} celebrates ${c.years} years`,
      summary: (c) => `Founded in ${c.foundedYear}, the company marked the occasion with its employees, customers and partners.`,
    },
    funding: {
      title: (c) => `${c.company} raises ${c.amount} in ${c.round} funding`,
      summary: () => 'The new funding will go to product development and to growing the team.',
    },
    community: {
      title: (c) => `${c.company} volunteers spend a day with local schools in ${c.city}`,
      summary: () => 'Employees repainted classrooms, planted trees and ran reading sessions with students.',
    },
  },
  rounds: { angel: 'angel', seed: 'seed', 'series-a': 'Series A', 'series-b': 'Series B', 'series-c': 'Series C', 'series-d-plus': 'Series D' },
};

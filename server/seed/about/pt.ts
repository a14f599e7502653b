import type { AboutPack } from './types';

export const pt: AboutPack = {
  language: 'pt',
  products: {
    1: [
      { name: (b) => `${b.latin} Nuvem`, description: 'Sistema de contabilidade e folha de pagamento na nuvem para pequenas e médias empresas.' },
      { name: (b) => `${b.latin} Connect`, description: 'Plataforma de atendimento que reúne chat, e-mail e telefone em uma única caixa de entrada.' },
    ],
    2: [
      { name: (b) => `${b.latin} Pay`, description: 'Carteira digital para pagar contas, fazer Pix e comprar on-line.' },
      { name: (b) => `Crédito Empresa ${b.latin}`, description: 'Capital de giro para pequenas empresas, com resposta em até três dias úteis.' },
    ],
    3: [
      { name: (b) => `${b.latin} Saúde Mais`, description: 'Plano de saúde individual e familiar, com internação sem desembolso nos hospitais credenciados.' },
      { name: (b) => `${b.latin} Auto`, description: 'Seguro auto que você contrata, renova e aciona totalmente pela internet.' },
    ],
    5: [
      { name: (b) => `${b.latin} Shopping`, description: 'Marketplace de eletrônicos, moda e casa, com entrega no dia seguinte nas capitais.' },
      { name: (b) => `${b.latin} Lojista`, description: 'Ferramentas para o comércio local abrir uma loja virtual, cadastrar produtos e gerenciar pedidos.' },
    ],
    6: [
      { name: (b) => `Mercadinho ${b.latin}`, description: 'Lojas de bairro com hortifrúti e itens do dia a dia, abertas até tarde todos os dias.' },
      { name: (b) => `${b.latin} Vantagens`, description: 'Programa de fidelidade que transforma cada compra em pontos e preços exclusivos.' },
    ],
    7: [
      { name: (b) => `${b.latin} Embalagens`, description: 'Embalagens e recipientes próprios para alimentos, fabricados sob encomenda para marcas de consumo.' },
      { name: (b) => `${b.latin} Componentes`, description: 'Peças de precisão em metal e plástico para fabricantes de eletrônicos e eletrodomésticos.' },
    ],
    8: [
      { name: (b) => `Oficina Autorizada ${b.latin}`, description: 'Centros de serviço autorizados para revisões, reparos e peças originais.' },
      { name: (b) => `${b.latin} Recarga`, description: 'Pontos de recarga para veículos elétricos em shoppings, escritórios e condomínios.' },
    ],
    10: [
      { name: (b) => `Residencial ${b.latin}`, description: 'Apartamentos perto do metrô, de escolas e dos centros comerciais.' },
      { name: (b) => `${b.latin} Coworking`, description: 'Escritórios flexíveis e salas de reunião para alugar por dia ou por mês.' },
    ],
    11: [
      { name: (b) => `Clínicas ${b.latin}`, description: 'Clínicas para consultas, exames laboratoriais e vacinação.' },
      { name: (b) => `${b.latin} Telemedicina`, description: 'Consultas por vídeo com médicos registrados e remédios entregues em casa.' },
    ],
    12: [
      { name: (b) => `${b.latin} Vita`, description: 'Vitaminas e suplementos vendidos em farmácias de todo o país.' },
      { name: (b) => `${b.latin} Genéricos`, description: 'Medicamentos genéricos acessíveis para doenças crônicas como diabetes e hipertensão.' },
    ],
    13: [
      { name: (b) => `${b.latin} Academy`, description: 'Cursos on-line de programação, dados e marketing digital para quem já trabalha.' },
      { name: (b) => `${b.latin} Kids`, description: 'Aulas de inglês e matemática no contraturno para crianças de 5 a 12 anos.' },
    ],
    14: [
      { name: (b) => `${b.latin} Express`, description: 'Entregas no mesmo dia e no dia seguinte para quem vende on-line.' },
      { name: (b) => `${b.latin} Rastreio`, description: 'Sistema de rastreamento de cargas e gestão de armazéns para empresas de todos os portes.' },
    ],
    15: [
      { name: (b) => `Hotéis ${b.latin}`, description: 'Hotéis de negócios e lazer no centro da cidade, com salas de reunião e restaurante.' },
      { name: (b) => `${b.latin} Viagens`, description: 'Pacotes turísticos e viagens em grupo planejados por especialistas locais.' },
    ],
    16: [
      { name: (b) => `Café ${b.latin}`, description: 'Cafeterias com grãos torrados na região e pães de queijo fresquinhos.' },
      { name: (b) => `Cozinha ${b.latin}`, description: 'Refeições prontas e lanches vendidos em supermercados e lojas de conveniência.' },
    ],
    17: [
      { name: (b) => `${b.latin} Fibra`, description: 'Internet residencial de fibra óptica com até 1 Gbps.' },
      { name: (b) => `${b.latin} Móvel`, description: 'Planos de celular pré-pagos e pós-pagos com internet 5G.' },
    ],
    18: [
      { name: (b) => `${b.latin} Studio`, description: 'Produção de vídeos, conteúdo para redes sociais e campanhas para marcas.' },
      { name: (b) => `${b.latin} Diário`, description: 'Revista digital de notícias e estilo de vida, atualizada todos os dias.' },
    ],
    19: [
      { name: (b) => `${b.latin} Solar`, description: 'Instalação e manutenção de energia solar em telhados de casas e fábricas.' },
      { name: (b) => `${b.latin} Energia`, description: 'Aplicativo que ajuda as famílias a acompanhar e reduzir o consumo de energia elétrica.' },
    ],
  },
  news: {
    office: {
      title: (c) => `${c.company} inaugura novo escritório em ${c.city}`,
      summary: (c) => `O novo espaço dá à equipe de ${c.city}, que não para de crescer, mais lugar para trabalhar junto e receber clientes.`,
    },
    hiring: {
      title: (c) => `${c.company} planeja contratar ${c.count} pessoas este ano`,
      summary: () => 'As novas vagas estão em várias equipes, de cargos de entrada a posições de gestão.',
    },
    award: {
      title: (c) => `${c.company} é eleita uma das melhores empresas para trabalhar em ${c.city} em ${c.year}`,
      summary: () => 'O prêmio se baseia em uma pesquisa anônima com os funcionários sobre equipes, lideranças e benefícios.',
    },
    launch: {
      title: (c) => `${c.company} lança ${c.product}`,
      summary: (c) => c.productDescription,
    },
    anniversary: {
      title: (c) => `${c.company} completa ${c.years} anos`,
      summary: (c) => `Fundada em ${c.foundedYear}, a empresa comemorou a data com funcionários, clientes e parceiros.`,
    },
    funding: {
      title: (c) => `${c.company} capta ${c.amount} em rodada ${c.round}`,
      summary: () => 'Os recursos serão usados no desenvolvimento de produtos e na ampliação da equipe.',
    },
    community: {
      title: (c) => `${c.company} leva voluntários a escolas de ${c.city}`,
      summary: () => 'Os funcionários pintaram salas de aula, plantaram árvores e fizeram rodas de leitura com os alunos.',
    },
  },
  rounds: { angel: 'anjo', seed: 'seed', 'series-a': 'Série A', 'series-b': 'Série B', 'series-c': 'Série C', 'series-d-plus': 'Série D' },
};

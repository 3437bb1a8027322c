import type { AboutContent, BlogContent, HomeArea, HomeContent } from "~/db/content-types";
import type { PolicyKey } from "~/db/schema";
import type { CompanySettings } from "~/features/settings";
import type { IllustrationShape } from "./illustrations";

/** The sample logo's stored name; the seed writes the file. */
export const sampleLogoName = "amostra-logotipo.png";

/** Every value here is fictitious sample content, labelled as such where a visitor sees it. */
export const sampleCompany: CompanySettings = {
  name: "Magnasul Separação Magnética",
  tagline: "Empresa fictícia — conteúdo de demonstração",
  phone: "(19) 3800-0000",
  email: "contato@magnasul.exemplo.com.br",
  salesEmail: "vendas@magnasul.exemplo.com.br",
  address: "Rua das Indústrias, 100 — Distrito Industrial",
  city: "Pedreira, SP",
  // Sample values like the rest: the city's general CEP and a point in its centre, no real company's.
  postalCode: "13920-000",
  latitude: "-22.7419",
  longitude: "-46.9014",
  logoUrl: `/uploads/${sampleLogoName}`,
  openingHours: ["Segunda a sexta: 7h30 às 17h30", "Sábado e domingo: fechado"],
  whatsappNumber: "5519900000000",
  whatsappGreeting: "Olá! Vim pelo site e gostaria de mais informações.",
  foundedYear: 1999,
  claims: ["Desde {ano_fundacao}", "{anos} anos de experiência no mercado", "Resposta em até 24h"],
  units: [
    {
      name: "Produtos",
      phone: "(19) 3800-0001",
      email: "produtos@magnasul.exemplo.com.br",
      address: "Rua das Indústrias, 100 — Pedreira, SP",
      taxId: "00.000.000/0001-00",
    },
    {
      name: "Serviços",
      phone: "(19) 3800-0002",
      email: "servicos@magnasul.exemplo.com.br",
      address: "Rua das Oficinas, 250 — Pedreira, SP",
      taxId: "00.000.000/0002-00",
    },
    {
      name: "Comercial",
      phone: "(19) 3800-0003",
      email: "comercial@magnasul.exemplo.com.br",
      address: "Avenida do Comércio, 500 — Pedreira, SP",
      taxId: "00.000.000/0003-00",
    },
  ],
  social: {
    facebook: "https://www.facebook.com/magnasul.exemplo",
    instagram: "https://www.instagram.com/magnasul.exemplo",
    youtube: "https://www.youtube.com/@magnasul.exemplo",
    linkedin: "https://www.linkedin.com/company/magnasul-exemplo",
  },
};

export const sampleSettings: Record<string, unknown> = {
  company: sampleCompany,
  site_title: "Magnasul Separação Magnética",
  site_description:
    "Equipamentos de separação magnética, filtros, ímãs, serviços em motores e rotores e produtos importados. Conteúdo de demonstração.",
  chatbot_enabled: true,
  google_analytics_id: "",
  google_tag_manager_id: "",
  facebook_pixel_id: "",
  // One harmless sample tag, so the consent flow can be seen working: it only adds a meta element.
  tracking_tags: [
    {
      id: "tag-de-exemplo",
      name: "Tag de exemplo (demonstração)",
      type: "meta",
      content: '<meta name="tag-de-exemplo" content="carregada após o consentimento">',
      position: "head",
      enabled: true,
    },
  ],
  // The sample company's first unit sells: its CNPJ heads the proposals.
  proposal_settings: { validityDays: 15, taxId: "00.000.000/0001-00" },
};

const areas: Array<Omit<HomeArea, "id" | "order">> = [
  { title: "Alimentos e Grãos", description: "Proteção de moinhos e segurança de alimentos.", icon: "Wheat", color: "amber" },
  { title: "Química e Petroquímica", description: "Filtragem de líquidos, pós e pigmentos.", icon: "Beaker", color: "purple" },
  { title: "Reciclagem", description: "Separação de metais em resíduos e entulho.", icon: "Recycle", color: "green" },
  { title: "Automotivo", description: "Fluidos de usinagem e peças limpas.", icon: "Car", color: "red" },
  { title: "Cerâmica e Mineração", description: "Minerais sem contaminação ferrosa.", icon: "Sparkles", color: "orange" },
  { title: "Água e Efluentes", description: "Retenção de partículas em tubulações.", icon: "Droplet", color: "cyan" },
  { title: "Farmacêutico e Cosmético", description: "Acabamento sanitário e rastreabilidade.", icon: "Heart", color: "pink" },
  { title: "Energia e Motores", description: "Motores, rotores e freios em dia.", icon: "Zap", color: "blue" },
  { title: "Filtragem Industrial", description: "Filtros magnéticos para cada processo.", icon: "Filter", color: "teal" },
  { title: "Siderurgia e Metalurgia", description: "Movimentação e separação de cargas.", icon: "Link", color: "gray" },
];

export function sampleHomeContent(bannerUrl: string): HomeContent {
  return {
    hero_title: "Separação magnética que protege sua produção",
    hero_subtitle: "Equipamentos magnéticos, filtros, ímãs e serviços em motores e rotores para a indústria brasileira — desde 1999.",
    content:
      "Projetamos, fabricamos e mantemos equipamentos de separação magnética para alimentos, mineração, reciclagem e química. Nossa equipe técnica acompanha cada projeto do dimensionamento à instalação.",
    sections: [
      {
        id: "sec-1",
        title: "Engenharia de aplicação",
        content: "Visitamos a sua linha, medimos o fluxo e indicamos o equipamento certo para cada ponto de controle.",
        type: "text",
        order: 1,
      },
    ],
    areas: areas.map((area, index) => ({ ...area, id: `area-${index + 1}`, order: index + 1 })),
    banner_settings: {
      enabled: true,
      url: bannerUrl,
      alt: "Equipamentos de separação magnética Magnasul (imagem ilustrativa)",
    },
    favicon_url: "",
    og_image_url: bannerUrl,
    twitter_image_url: bannerUrl,
    tracking_tags: [],
    tracking_pixel: "",
  };
}

export function sampleAboutContent(files: { sectionImages: string[]; gallery: string[]; certificateUrl: string }): AboutContent {
  return {
    hero_title: "Quem Somos",
    hero_subtitle: "Magnetismo industrial desde 1999, em Pedreira, SP.",
    main_content:
      "A Magnasul é uma empresa fictícia criada para demonstrar este site. Na história de exemplo, nasceu em 1999 como uma pequena oficina de rebobinamento de motores e cresceu até fabricar grades, tambores e filtros magnéticos para indústrias de todo o Brasil. Hoje reúne três unidades — Produtos, Serviços e Comercial — e uma equipe técnica dedicada a manter as linhas dos clientes livres de contaminação ferrosa.",
    mission: "Proteger processos industriais e consumidores com soluções magnéticas confiáveis, entregues com atendimento técnico próximo.",
    vision: "Ser referência nacional em separação magnética e em serviços de motores e rotores.",
    values: "Segurança em primeiro lugar, transparência com o cliente, melhoria contínua e respeito às pessoas.",
    sections: [
      {
        id: "about-1",
        title: "Fábrica própria",
        text: "Caldeiraria em inox, montagem e ensaios magnéticos sob o mesmo teto, com controle de cada etapa.",
        image_url: files.sectionImages[0] ?? "",
      },
      {
        id: "about-2",
        title: "Laboratório de ensaios",
        text: "Gaussímetros calibrados e bancada de testes para comprovar o desempenho de cada equipamento.",
        image_url: files.sectionImages[1] ?? "",
      },
    ],
    gallery: files.gallery.map((url, index) => ({
      id: `gallery-${index + 1}`,
      url,
      alt: `Instalações da Magnasul (imagem ilustrativa ${index + 1})`,
    })),
    youtube_url: "",
    certificate_url: files.certificateUrl,
  };
}

export type SamplePost = {
  slug: string;
  title: string;
  excerpt: string;
  published: boolean;
  shape: IllustrationShape;
  daysAgo: number;
  content: BlogContent;
};

export const samplePosts: SamplePost[] = [
  {
    slug: "como-escolher-uma-grade-magnetica",
    title: "Como escolher uma grade magnética para a sua linha",
    excerpt: "Vazão, tamanho de partícula e temperatura: os três pontos que definem a grade certa.",
    published: true,
    shape: "grate",
    daysAgo: 3,
    content: `A grade magnética é o equipamento de separação mais usado em produtos secos. Escolher bem evita tanto a contaminação quanto o entupimento da linha.

## 1. Vazão e granulometria

Produtos de fluxo livre, como grãos e granulados, passam bem por grades com **uma fileira** de tubos. Pós finos e coesivos pedem espaçamento maior ou grades rotativas.

## 2. Tamanho das partículas ferrosas

- Parafusos e porcas: ferrite costuma bastar.
- Limalha fina e partículas de desgaste: use **neodímio**.

## 3. Temperatura

Acima de 80 °C o neodímio comum começa a perder força. Nesses casos indicamos graus especiais.

> Este é um artigo de exemplo do site de demonstração.`,
  },
  {
    slug: "quando-remagnetizar-equipamentos",
    title: "Quando remagnetizar seus equipamentos magnéticos",
    excerpt: "Medições periódicas mostram quando um ímã deixou de proteger a sua produção.",
    published: true,
    shape: "horseshoe",
    daysAgo: 12,
    content: `Ímãs permanentes perdem intensidade com calor excessivo, choques mecânicos e o passar dos anos.

## Sinais de alerta

1. Aumento de reclamações por contaminação.
2. Leituras de gaussmetria abaixo do valor de referência.
3. Peças ferrosas encontradas depois da grade.

Uma medição anual é suficiente para a maioria das linhas. Em auditorias de segurança de alimentos, o relatório de gaussmetria é a evidência pedida.

*Artigo de exemplo do site de demonstração.*`,
  },
  {
    slug: "manutencao-preventiva-de-motofreios",
    title: "Manutenção preventiva de motofreios: um roteiro prático",
    excerpt: "Lonas, entreferro e bobina: o que verificar antes que a ponte rolante pare.",
    published: true,
    shape: "coil",
    daysAgo: 25,
    content: {
      blocks: [
        { type: "paragraph", content: "Motofreios seguram cargas suspensas: a manutenção preventiva é uma questão de segurança." },
        { type: "heading", level: 2, content: "O que verificar a cada trimestre" },
        { type: "paragraph", content: "Meça o entreferro, confira o desgaste das lonas e teste a resistência da bobina e a isolação." },
        { type: "heading", level: 2, content: "Quando chamar a oficina" },
        {
          type: "paragraph",
          content:
            "Ruído metálico, aquecimento anormal ou frenagem longa indicam que o freio precisa de revisão completa. Artigo de exemplo do site de demonstração.",
        },
      ],
    },
  },
  {
    slug: "tendencias-em-separacao-magnetica",
    title: "Tendências em separação magnética para os próximos anos",
    excerpt: "Rascunho: sensores, limpeza automática e rastreabilidade.",
    published: false,
    shape: "drum",
    daysAgo: 1,
    content: `Rascunho em preparação pela equipe técnica.

- Limpeza automática
- Sensores de campo magnético em tempo real
- Rastreabilidade por número de série`,
  },
];

export const samplePolicies: Array<{ sectionKey: PolicyKey; title: string; content: string }> = [
  {
    sectionKey: "privacy_policy",
    title: "Política de Privacidade",
    content: `Esta política explica como a Magnasul (empresa fictícia deste site de demonstração) trata dados pessoais, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).

Dados coletados: nome, e-mail, telefone, empresa e mensagem enviados nos formulários de contato e orçamento e no atendimento virtual; dados de navegação sem identificação pessoal, como páginas visitadas e tipo de dispositivo.

Finalidade: responder solicitações, elaborar orçamentos, agendar reuniões e melhorar o site. Não vendemos dados pessoais.

Base legal: execução de procedimentos preliminares a contrato, a pedido do titular, e legítimo interesse para a melhoria do site.

Direitos do titular: confirmar o tratamento, acessar, corrigir, anonimizar ou eliminar dados e revogar consentimentos, pelo e-mail contato@magnasul.exemplo.com.br.

Retenção: os dados são mantidos pelo tempo necessário ao atendimento e às obrigações legais.`,
  },
  {
    sectionKey: "terms_of_use",
    title: "Termos de Uso",
    content: `Ao usar este site você concorda com estes termos. O conteúdo é de demonstração e descreve uma empresa fictícia.

As informações técnicas têm caráter informativo e não substituem o dimensionamento feito pela equipe técnica. Imagens são ilustrativas.

É proibido usar o site para enviar conteúdo ilícito, tentar acessar áreas restritas ou prejudicar o seu funcionamento.

Marcas, textos e imagens pertencem aos seus titulares. Estes termos são regidos pelas leis brasileiras.`,
  },
  {
    sectionKey: "cookie_policy",
    title: "Política de Cookies",
    content: `Cookies são pequenos arquivos guardados pelo navegador.

Cookies necessários: guardam a sua escolha sobre cookies, a hora em que a página de contato foi aberta (contra envios automáticos, por um dia) e a sessão da área administrativa.

Cookies de terceiros (Google Analytics, Google Tag Manager, Facebook Pixel e outras tags de medição) só são carregados depois que você aceita no aviso de cookies. Se recusar, nada disso é carregado.

A contagem de visitas própria do site não usa cookies e não guarda o seu endereço IP.

Você pode apagar os cookies a qualquer momento nas configurações do navegador.`,
  },
];

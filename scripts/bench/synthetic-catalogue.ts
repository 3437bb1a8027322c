import type { PageContent } from "~/db/content-types";
import { pageTypes, type PageType } from "~/db/schema";

// 25 equipment x 10 materials x 20 industries = 5,000 distinct titles.
const equipment = [
  "Separador Magnético",
  "Grade Magnética",
  "Tambor Magnético",
  "Placa Magnética",
  "Filtro Magnético",
  "Eletroímã Suspenso",
  "Polia Magnética",
  "Ímãs Permanentes",
  "Barra Magnética",
  "Calha Magnética",
  "Transportador Magnético",
  "Detector de Metais",
  "Rolo Magnético",
  "Separador por Correntes Parasitas",
  "Levantador Magnético",
  "Mesa Magnética",
  "Filtro de Linha",
  "Motor Elétrico",
  "Rotor",
  "Bobina de Indução",
  "Gaussímetro",
  "Desmagnetizador",
  "Vibrador Eletromagnético",
  "Peneira Vibratória",
  "Redutor de Velocidade",
];

const materials = [
  "de Neodímio",
  "de Ferrite",
  "de Samário-Cobalto",
  "em Aço Inox 316L",
  "de Alta Intensidade",
  "Autolimpante",
  "Trifásico",
  "Industrial",
  "de Terras Raras",
  "Sanitário",
];

const industries = [
  "Mineração",
  "Alimentos",
  "Cerâmica",
  "Reciclagem",
  "Plásticos",
  "Rações",
  "Grãos",
  "Siderurgia",
  "Fundição",
  "Vidro",
  "Química",
  "Farmacêutica",
  "Papel e Celulose",
  "Açúcar e Etanol",
  "Bebidas",
  "Cimento",
  "Carvão",
  "Madeira",
  "Tintas",
  "Têxtil",
];

const features = [
  "campo magnético de até 12.000 gauss na superfície",
  "carcaça soldada em aço carbono com pintura epóxi",
  "tubos polidos em aço inox com acabamento sanitário",
  "limpeza manual rápida ou automática com acionamento pneumático",
  "bobinas refrigeradas a óleo para serviço contínuo",
  "ímãs de terras raras estabilizados até 120 °C",
];

const purposes = [
  "a separação de partículas ferrosas finas",
  "a proteção de moinhos, britadores e extrusoras",
  "a recuperação de metais em correias transportadoras",
  "a purificação de líquidos e massas cerâmicas",
  "a retirada de parafusos, arames e limalhas",
];

const benefits = [
  "Separação magnética eficiente, baixo consumo e instalação simples.",
  "Robusto, de baixa manutenção e fácil integração à linha existente.",
  "Aumenta a pureza do produto e reduz paradas não programadas.",
];

const closings = [
  "Entrega com certificado de intensidade magnética e suporte técnico em todo o Brasil.",
  "Fornecimento com manual de instalação, peças de reposição e assistência técnica.",
  "Acompanha laudo de inspeção, garantia de 12 meses e treinamento da equipe.",
  "Disponível nas medidas padrão para pronta entrega ou em projeto especial.",
];

export type SyntheticPage = {
  title: string;
  slug: string;
  pageType: PageType;
  content: PageContent;
  createdAt: Date;
};

function slugify(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function titleFor(pageType: PageType, name: string) {
  if (pageType === "servico") return `Manutenção de ${name}`;
  if (pageType === "importado") return `${name} (Linha Importada)`;
  return name;
}

/** Deterministic, so every run measures the same catalogue. */
export function syntheticPage(index: number, now: number): SyntheticPage {
  const item = equipment[index % equipment.length]!;
  const material = materials[Math.floor(index / equipment.length) % materials.length]!;
  const industry = industries[Math.floor(index / (equipment.length * materials.length)) % industries.length]!;
  const pageType = pageTypes[index % pageTypes.length]!;
  const feature = features[index % features.length]!;
  const purpose = purposes[index % purposes.length]!;
  const benefit = benefits[Math.floor(index / 7) % benefits.length]!;
  const closing = closings[index % closings.length]!;
  const name = `${item} ${material} para ${industry}`;
  const title = titleFor(pageType, name);
  const introduction =
    pageType === "servico"
      ? `Rebobinamento, remagnetização e recuperação de ${item.toLowerCase()} ${material.toLowerCase()} usado em ${industry.toLowerCase()}, com laudo técnico, testes de gaussmetria e garantia de 12 meses.`
      : `${name} com ${feature}, indicado para ${purpose} em linhas de ${industry.toLowerCase()}. ${benefit}`;
  const description = `Projetado para ${purpose} em processos de ${industry.toLowerCase()}, o equipamento conta com ${feature}. Dimensionamento sob medida conforme vazão, granulometria e temperatura do produto. ${closing}`;
  const slug = slugify(title);
  return {
    title,
    slug,
    pageType,
    content: {
      image_url: `/uploads/bench-${slug}.webp`,
      catalog_url: "",
      introduction,
      description,
      sections: [{ title: "Aplicações", text: `Indústrias de ${industry.toLowerCase()} e afins.` }],
      gallery_images: [{ url: `/uploads/bench-${slug}.webp`, alt: `${title} — vista principal` }],
    },
    createdAt: new Date(now - index * 60_000),
  };
}

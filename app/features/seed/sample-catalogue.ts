import type { PageType } from "~/db/schema";
import type { IllustrationShape } from "./illustrations";

/** Fictitious catalogue of the sample company: coherent names and texts, no real products. */
export type SamplePage = {
  slug: string;
  title: string;
  pageType: PageType;
  shape: IllustrationShape;
  published?: boolean;
  introduction: string;
  description: string;
  applications: string;
  specifications: string;
  advantages: string;
  keywords: string;
  /** A fictitious price in centavos; without one the page shows 'Preço sob consulta'. */
  priceCents?: number;
};

export const sampleCatalogue: SamplePage[] = [
  {
    slug: "grade-magnetica-neodimio",
    title: "Grade Magnética de Neodímio",
    pageType: "produto",
    shape: "grate",
    introduction:
      "Grades magnéticas com tubos de aço inox 316L e núcleo de neodímio de alta intensidade, instaladas em moegas, calhas e bocas de silo para reter parafusos, limalhas e partículas ferrosas finas antes que cheguem a moinhos, extrusoras e embaladoras, protegendo equipamentos e o produto final.",
    description:
      "A grade magnética é a primeira barreira contra contaminantes ferrosos em linhas de produtos secos e de fluxo livre. Os tubos são dispostos em uma ou mais fileiras defasadas, de modo que todo o material passe próximo à superfície magnética. A limpeza é manual, deslizando as luvas de inox, ou automática em versões com acionamento pneumático.",
    applications:
      "Indústrias de alimentos, rações, plásticos, cerâmica e química; recebimento de grãos; alimentação de extrusoras e injetoras; proteção de moinhos de martelo.",
    specifications:
      "Tubos de 25 mm ou 32 mm em aço inox 316L polido; intensidade de até 12.000 gauss na superfície; temperatura de trabalho até 80 °C (versões especiais até 150 °C); molduras sob medida.",
    advantages:
      "Montagem sem ferramentas especiais, acabamento sanitário, certificado de gaussmetria na entrega e possibilidade de remagnetização ao longo da vida útil.",
    keywords: "grade magnética, neodímio, separação magnética, contaminação ferrosa",
  },
  {
    slug: "tambor-magnetico-autolimpante",
    title: "Tambor Magnético Autolimpante",
    pageType: "produto",
    shape: "drum",
    introduction:
      "Tambor magnético de ímã permanente com carcaça de inox que gira continuamente e separa o material ferroso do fluxo principal sem paradas para limpeza, indicado para grandes volumes de minérios, sucata, vidro, areia e resíduos em processos de reciclagem e beneficiamento.",
    description:
      "O conjunto magnético estacionário ocupa um arco de cerca de 180° dentro do tambor. O material ferroso é atraído, conduzido pela rotação até a zona sem campo e descarregado separadamente, enquanto o material limpo segue seu caminho. Pode ser fornecido com caixa, alimentador vibratório e motorredutor.",
    applications: "Reciclagem de resíduos, mineração de caulim e feldspato, vidro, fundições, tratamento de areia e separação de cavacos.",
    specifications:
      "Diâmetros de 300 a 900 mm; larguras de 300 a 1.500 mm; circuito de ferrite ou neodímio; rotação ajustável por inversor; vedação contra pó.",
    advantages:
      "Separação contínua, sem intervenção do operador; baixo consumo de energia por não usar bobina; manutenção simples com peças nacionais.",
    keywords: "tambor magnético, separador magnético, reciclagem, mineração",
  },
  {
    slug: "placa-magnetica-para-calhas",
    title: "Placa Magnética para Calhas",
    pageType: "produto",
    shape: "plate",
    introduction:
      "Placas magnéticas de face inclinada para instalação em calhas, dutos e rampas de transporte por gravidade, capturando pregos, grampos e pedaços de arame misturados a grãos, farelos e granulados, com montagem em dobradiça que facilita a inspeção e a limpeza diária.",
    description:
      "A placa é instalada no fundo ou no topo de calhas inclinadas. O campo magnético profundo atrai as peças ferrosas através da camada de material. Para limpeza, a placa é aberta pela dobradiça e as impurezas são removidas com as mãos protegidas por luvas ou com o extrator fornecido.",
    applications: "Moagem de trigo e milho, fábricas de ração, beneficiamento de café, açúcar, sal e fertilizantes.",
    specifications: "Larguras de 150 a 1.000 mm; ferrite ou neodímio; face em inox 304; alcance de captura de até 80 mm conforme o modelo.",
    advantages: "Sem energia elétrica, sem partes móveis e com instalação em poucas horas nas calhas existentes.",
    keywords: "placa magnética, calha, separação de pregos, grãos",
  },
  {
    slug: "filtro-magnetico-para-liquidos",
    title: "Filtro Magnético para Líquidos",
    pageType: "produto",
    shape: "filter",
    introduction:
      "Filtros magnéticos em linha para líquidos, pastas e xaropes, com barras de neodímio dentro de uma carcaça pressurizada que retém partículas ferrosas de até poucos mícrons, protegendo bombas, bicos e trocadores de calor em linhas de alimentos, tintas, óleos e emulsões.",
    description:
      "O líquido entra pela lateral da carcaça, passa entre as barras magnéticas e sai limpo pela conexão oposta. A tampa de abertura rápida permite retirar o conjunto magnético para limpeza em poucos minutos. Versões duplex permitem limpar um lado enquanto o outro continua filtrando.",
    applications: "Chocolates e recheios, sucos e xaropes, tintas e vernizes, óleos de corte e fluidos de usinagem, cerâmica em barbotina.",
    specifications:
      'Conexões de 1" a 6" (rosca, flange ou clamp); pressão de trabalho até 10 bar; barras de 25 mm com até 11.000 gauss; vedação em silicone ou viton.',
    advantages: "Perda de carga mínima, acabamento sanitário e redução de paradas por desgaste de bombas e bicos.",
    keywords: "filtro magnético, líquidos, barras magnéticas, contaminação",
  },
  {
    slug: "separador-magnetico-suspenso",
    title: "Separador Magnético Suspenso",
    pageType: "produto",
    shape: "conveyor",
    introduction:
      "Separador magnético suspenso instalado sobre correias transportadoras para remover automaticamente sucata, parafusos, dentes de escavadeira e outras peças de ferro do fluxo de minério, britados ou resíduos, evitando rasgos na correia e danos a britadores e moinhos.",
    description:
      "O separador é suspenso a uma altura calculada sobre a correia. No modelo autolimpante, uma correia própria passa sob o ímã e descarrega continuamente o material ferroso capturado para a lateral. O modelo estático é limpo manualmente em intervalos programados.",
    applications: "Mineração, pedreiras, usinas de reciclagem de entulho, cavacos de madeira e biomassa.",
    specifications:
      "Para correias de 400 a 1.800 mm; distância de trabalho de 150 a 500 mm; ímã permanente de ferrite de alta coercividade; motorredutor blindado.",
    advantages: "Protege equipamentos de alto custo, opera sem energia para o campo magnético e reduz o tempo de parada da linha.",
    keywords: "separador suspenso, overband, correia transportadora, mineração",
  },
  {
    slug: "imas-de-neodimio-n52",
    priceCents: 18_990,
    title: "Ímãs de Neodímio N52",
    pageType: "produto",
    shape: "disc",
    introduction:
      "Ímãs de neodímio-ferro-boro grau N52 em discos, blocos e anéis com revestimento de níquel, fornecidos sob medida para dispositivos de fixação, sensores, motores de ímã permanente e montagens magnéticas que exigem a maior força em um volume pequeno.",
    description:
      "O grau N52 oferece um dos maiores produtos de energia entre os ímãs comerciais. Cada lote é inspecionado em dimensões e fluxo magnético. Quando a temperatura de trabalho é elevada, indicamos graus H, SH ou UH equivalentes, com maior resistência à desmagnetização.",
    applications: "Dispositivos de fixação e gabaritos, acoplamentos magnéticos, sensores, motores e geradores, separadores magnéticos.",
    specifications:
      "Remanência de 1,42 a 1,47 T; temperatura máxima de 80 °C no grau N; revestimentos de níquel, zinco ou epóxi; tolerância dimensional de ±0,05 mm.",
    advantages: "Alta força em volume reduzido, fornecimento em pequenos lotes e orientação técnica para a escolha do grau correto.",
    keywords: "ímãs de neodímio, N52, ímã permanente, imas",
  },
  {
    slug: "gaveta-magnetica-rotativa",
    title: "Gaveta Magnética Rotativa",
    pageType: "produto",
    shape: "grate",
    published: false,
    introduction:
      "Gaveta magnética com grades rotativas motorizadas para pós coesivos que formam pontes em grades estáticas, em desenvolvimento pela engenharia e ainda não disponível para venda.",
    description: "Projeto em fase de testes de campo. A página permanece como rascunho até a liberação comercial.",
    applications: "Açúcar de confeitaria, leite em pó, amido e pigmentos.",
    specifications: "Em definição.",
    advantages: "Em definição.",
    keywords: "gaveta magnética, pós coesivos",
  },
  {
    slug: "rebobinamento-de-motores-eletricos",
    title: "Rebobinamento de Motores Elétricos",
    pageType: "servico",
    shape: "motor",
    introduction:
      "Rebobinamento de motores elétricos trifásicos e monofásicos de baixa tensão com fio esmaltado classe H, verniz por imersão e ensaios elétricos completos, devolvendo ao motor o desempenho original com laudo técnico e garantia por escrito.",
    description:
      "Cada motor passa por desmontagem, diagnóstico, registro dos dados de bobinagem e limpeza do estator. O novo enrolamento segue os dados originais ou é recalculado quando há mudança de tensão ou rotação. Após a impregnação, o motor é testado em bancada antes da entrega.",
    applications: "Motores de bombas, ventiladores, compressores, esteiras e máquinas operatrizes de 0,5 a 250 cv.",
    specifications:
      "Ensaios de resistência ôhmica, isolação (megôhmetro), surto e corrente a vazio; troca de rolamentos e retentores; pintura final.",
    advantages: "Laudo com fotos e medições, prazo combinado antes do início do serviço e retirada e entrega na região.",
    keywords: "rebobinamento, motor elétrico, manutenção de motores",
  },
  {
    slug: "manutencao-de-motofreios",
    title: "Manutenção de Motofreios",
    pageType: "servico",
    shape: "coil",
    introduction:
      "Manutenção preventiva e corretiva de motofreios e freios eletromagnéticos, com troca de lonas, molas e bobinas, ajuste de entreferro e teste de torque de frenagem, para pontes rolantes, talhas, elevadores de carga e transportadores.",
    description:
      "O freio é desmontado e cada componente é medido. Bobinas são testadas quanto à resistência e à isolação; discos e lonas são substituídos quando abaixo da espessura mínima. O entreferro é ajustado conforme o fabricante e o conjunto é testado sob carga.",
    applications: "Pontes rolantes, talhas elétricas, elevadores de carga, portões industriais e transportadores inclinados.",
    specifications: "Freios de corrente contínua e alternada; retificadores de meia onda e onda completa; torque de 2 a 400 N·m.",
    advantages: "Mais segurança na movimentação de cargas, menos paradas não planejadas e registro de cada intervenção.",
    keywords: "motofreio, freio eletromagnético, manutenção",
  },
  {
    slug: "balanceamento-dinamico-de-rotores",
    title: "Balanceamento Dinâmico de Rotores",
    pageType: "servico",
    shape: "rotor",
    introduction:
      "Balanceamento dinâmico de rotores, polias, ventiladores e tambores em máquina balanceadora, conforme a norma ISO 21940, reduzindo vibração, ruído e desgaste de rolamentos e aumentando a vida útil de motores e equipamentos rotativos.",
    description:
      "O rotor é montado na balanceadora, o desbalanceamento é medido em dois planos e corrigido por remoção ou adição de massa. O relatório final mostra o desbalanceamento residual e o grau de qualidade atingido.",
    applications: "Rotores de motores elétricos, exaustores, bombas, tambores magnéticos e polias.",
    specifications: "Peças de 1 a 2.000 kg; diâmetro até 1.800 mm; graus de qualidade G6,3 a G1.",
    advantages: "Menos vibração e ruído, rolamentos que duram mais e relatório técnico para o plano de manutenção.",
    keywords: "balanceamento dinâmico, rotores, vibração",
  },
  {
    slug: "remagnetizacao-de-imas-e-tambores",
    title: "Remagnetização de Ímãs e Tambores",
    pageType: "servico",
    shape: "horseshoe",
    introduction:
      "Remagnetização de grades, placas, tambores e ímãs permanentes que perderam força com o tempo, o calor ou choques mecânicos, com medição antes e depois em gaussímetro calibrado e certificado com os valores encontrados em cada ponto.",
    description:
      "Equipamentos magnéticos perdem intensidade quando expostos a temperaturas acima do limite do material ou a impactos. Avaliamos se a remagnetização é viável ou se os ímãs precisam ser substituídos e apresentamos as duas opções com prazo e custo.",
    applications: "Grades e placas magnéticas, tambores, polias magnéticas e dispositivos de fixação.",
    specifications: "Magnetizadores de descarga capacitiva; medição em até 20 pontos por peça; relatório com fotos.",
    advantages: "Recupera a eficiência da separação por uma fração do custo de um equipamento novo.",
    keywords: "remagnetização, ímãs, gaussmetria, imas",
  },
  {
    slug: "recuperacao-de-separadores-magneticos",
    title: "Recuperação de Separadores Magnéticos",
    pageType: "servico",
    shape: "drum",
    introduction:
      "Recuperação completa de separadores magnéticos de qualquer fabricante: troca de carcaças desgastadas, rolamentos, correias e vedações, reposição de ímãs e pintura, devolvendo o equipamento com desempenho medido e documentado.",
    description:
      "Após a inspeção inicial, enviamos um orçamento detalhado por item. Carcaças de inox são refeitas em nossa caldeiraria e o circuito magnético é verificado ponto a ponto. O equipamento volta com relatório de gaussmetria e recomendações de uso.",
    applications: "Tambores, polias, separadores suspensos e filtros magnéticos de linhas industriais.",
    specifications: "Caldeiraria própria em inox 304 e 316L; balanceamento do conjunto rotativo; testes em bancada.",
    advantages: "Um único fornecedor para a parte mecânica e a magnética, com garantia do serviço.",
    keywords: "recuperação de separadores, reforma, separador magnético",
  },
  {
    slug: "ensaio-de-campo-magnetico",
    title: "Ensaio de Campo Magnético (Gaussmetria)",
    pageType: "servico",
    shape: "gauge",
    introduction:
      "Ensaio de campo magnético em campo ou em laboratório, com gaussímetro calibrado, para comprovar a eficiência de grades, placas e tambores em auditorias de segurança de alimentos e programas de APPCC, com relatório assinado por responsável técnico.",
    description:
      "Medimos a densidade de fluxo em pontos padronizados de cada equipamento, comparamos com os valores de referência e identificamos peças que precisam de remagnetização. O relatório é aceito nas principais auditorias de segurança de alimentos.",
    applications: "Indústrias de alimentos, bebidas, farmacêutica, rações e embalagens.",
    specifications: "Gaussímetro com sonda axial e transversal; certificado de calibração rastreável; relatório em PDF.",
    advantages: "Evidência objetiva para auditorias e plano de manutenção baseado em medições reais.",
    keywords: "gaussmetria, ensaio magnético, auditoria, APPCC",
  },
  {
    slug: "detector-de-metais-para-esteiras",
    title: "Detector de Metais para Esteiras",
    pageType: "importado",
    shape: "conveyor",
    introduction:
      "Detector de metais importado para esteiras transportadoras, capaz de identificar metais ferrosos, não ferrosos e aço inox em produtos embalados ou a granel, com rejeição automática e registro de eventos para rastreabilidade da produção.",
    description:
      "O detector usa bobinas balanceadas de alta frequência e compensação automática do efeito produto. O painel em português registra cada detecção com data e hora. Fornecemos instalação, treinamento e peças de reposição a partir do nosso estoque no Brasil.",
    applications: "Alimentos embalados, panificação, carnes, farmacêutica e reciclagem.",
    specifications: "Aberturas de 200 a 800 mm de largura; sensibilidade de 0,8 mm ferroso em condições de teste; grau de proteção IP66.",
    advantages: "Importação direta com suporte técnico local e reposição rápida.",
    keywords: "detector de metais, esteira, importado",
  },
  {
    slug: "gaussimetro-digital-portatil",
    priceCents: 389_000,
    title: "Gaussímetro Digital Portátil",
    pageType: "importado",
    shape: "gauge",
    introduction:
      "Gaussímetro digital portátil importado com sonda Hall intercambiável, memória de leituras e saída USB, para medir o campo de ímãs e equipamentos magnéticos na própria linha de produção e acompanhar a perda de intensidade ao longo do tempo.",
    description:
      "Leve e resistente, o instrumento mede campos contínuos e alternados, exibe picos e médias e guarda as leituras para relatório. Acompanha maleta, sonda axial, sonda transversal e certificado de calibração.",
    applications: "Inspeção de equipamentos magnéticos, controle de qualidade de ímãs e laboratórios.",
    specifications: "Faixa de 0 a 30.000 gauss; resolução de 0,1 G; precisão de ±2%; bateria recarregável.",
    advantages: "Medições confiáveis no dia a dia, sem depender de terceiros.",
    keywords: "gaussímetro, medição de campo magnético, instrumento",
  },
  {
    slug: "imas-de-ferrite-ceramico",
    title: "Ímãs de Ferrite Cerâmico",
    pageType: "importado",
    shape: "bar",
    introduction:
      "Ímãs de ferrite cerâmico importados em blocos, anéis e segmentos, com ótima resistência à corrosão e à temperatura e custo reduzido, indicados para separadores magnéticos, alto-falantes, motores e aplicações em que não se exige a força do neodímio.",
    description:
      "O ferrite de estrôncio mantém as propriedades até cerca de 250 °C e dispensa revestimento. Trabalhamos com estoque regular dos formatos mais usados e importação programada de formatos especiais.",
    applications: "Separadores magnéticos, motores de corrente contínua, alto-falantes e fixações.",
    specifications: "Graus Y30 e Y35; remanência de 0,38 a 0,42 T; tolerâncias conforme desenho.",
    advantages: "Baixo custo por unidade de força e excelente estabilidade térmica.",
    keywords: "ímã de ferrite, ferrite cerâmico, imas",
  },
  {
    slug: "barras-magneticas-sanitarias",
    title: "Barras Magnéticas Sanitárias",
    pageType: "importado",
    shape: "bar",
    introduction:
      "Barras magnéticas sanitárias importadas em inox 316L com solda orbital e pontas roscadas, para montar ou repor grades e filtros magnéticos, com intensidade de superfície de até 12.000 gauss e acabamento adequado às normas de contato com alimentos.",
    description:
      "As barras são fornecidas em comprimentos padronizados ou cortadas sob medida. Cada barra sai com número de série e leitura de gaussmetria, o que facilita o controle em auditorias.",
    applications: "Reposição de grades e filtros magnéticos em linhas de alimentos, farmacêutica e química.",
    specifications: "Diâmetros de 22, 25 e 32 mm; comprimentos de 100 a 1.000 mm; rugosidade Ra ≤ 0,8 µm.",
    advantages: "Reposição rápida a partir de estoque e rastreabilidade por número de série.",
    keywords: "barra magnética, inox 316L, reposição",
  },
  {
    slug: "eletroima-de-elevacao",
    title: "Eletroímã de Elevação",
    pageType: "importado",
    shape: "coil",
    introduction:
      "Eletroímãs de elevação importados para pontes rolantes e guindastes, com bateria de segurança que mantém a carga em caso de queda de energia, usados na movimentação de chapas, perfis, tarugos e sucata em siderúrgicas, depósitos e pátios de reciclagem.",
    description:
      "O eletroímã é alimentado por um retificador controlado e, na falta de energia, a bateria assume automaticamente por tempo suficiente para depositar a carga com segurança. Oferecemos dimensionamento conforme a carga e instalação.",
    applications: "Siderurgia, centros de serviço de aço, pátios de sucata e metalúrgicas.",
    specifications: "Capacidades de 500 a 10.000 kg; ciclo de trabalho de 50% a 75%; bateria de segurança de 10 minutos.",
    advantages: "Movimentação mais rápida e segura, sem cintas e sem contato manual com a carga.",
    keywords: "eletroímã, elevação de cargas, ponte rolante",
  },
  {
    slug: "vibrador-eletromagnetico-para-calhas",
    title: "Vibrador Eletromagnético para Calhas",
    pageType: "importado",
    shape: "plate",
    introduction:
      "Vibradores eletromagnéticos importados para calhas e alimentadores, com controle de amplitude por painel eletrônico, que garantem fluxo uniforme de material até separadores magnéticos, balanças e embaladoras, evitando picos e falhas de alimentação.",
    description:
      "O acionamento eletromagnético não tem peças girantes, o que reduz a manutenção. O controlador permite ajustar a vazão em tempo real e integrar o vibrador ao CLP da linha.",
    applications: "Alimentação de tambores magnéticos, dosagem em balanças, embaladoras e peneiras.",
    specifications: "Capacidades de 1 a 150 t/h; alimentação 220 V ou 380 V; controle de 0 a 100% de amplitude.",
    advantages: "Fluxo constante que melhora a eficiência da separação e da dosagem.",
    keywords: "vibrador eletromagnético, alimentador vibratório, calha",
  },
];

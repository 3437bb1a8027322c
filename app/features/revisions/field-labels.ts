/**
 * The names staff know the saved fields by, keyed by their path in a snapshot with the list
 * positions left out. A list's name is followed by the item's number ("Seção 2 › Título").
 */
const labels: Record<string, string> = {
  title: "Título",
  slug: "Slug",
  page_type: "Tipo de página",
  published: "Publicada",
  excerpt: "Resumo",
  featuredImageUrl: "Imagem em destaque",
  content: "Conteúdo",
  meta_title: "Meta título",
  meta_description: "Meta descrição",
  meta_keywords: "Palavras-chave",
  seo_image_url: "Imagem para SEO",
  tracking_tags: "Tag de rastreamento",
  "tracking_tags.name": "Nome",
  "tracking_tags.type": "Tipo",
  "tracking_tags.content": "Código",
  "tracking_tags.position": "Posição",
  "tracking_tags.enabled": "Ativa",
  tracking_pixel: "Pixel de rastreamento",
  "content.image_url": "Imagem principal",
  "content.catalog_url": "Catálogo",
  "content.introduction": "Introdução",
  "content.description": "Descrição",
  "content.sections": "Seção",
  "content.sections.title": "Título",
  "content.sections.text": "Texto",
  "content.sections.content": "Texto",
  "content.sections.image_url": "Imagem",
  "content.sections.type": "Tipo",
  "content.gallery_images": "Imagem da galeria",
  "content.gallery": "Imagem da galeria",
  "content.gallery_images.url": "Endereço",
  "content.gallery.url": "Endereço",
  "content.gallery_images.alt": "Texto alternativo",
  "content.gallery.alt": "Texto alternativo",
  "content.hero_title": "Título principal",
  "content.hero_subtitle": "Subtítulo",
  "content.content": "Conteúdo principal",
  "content.main_content": "Conteúdo principal",
  "content.mission": "Missão",
  "content.vision": "Visão",
  "content.values": "Valores",
  "content.areas": "Área de atuação",
  "content.areas.title": "Título",
  "content.areas.description": "Descrição",
  "content.areas.icon": "Ícone",
  "content.areas.color": "Cor",
  "content.banner_settings.enabled": "Banner exibido",
  "content.banner_settings.url": "Imagem do banner",
  "content.banner_settings.alt": "Texto alternativo do banner",
  "content.favicon_url": "Favicon",
  "content.og_image_url": "Imagem Open Graph",
  "content.twitter_image_url": "Imagem do Twitter",
  "content.tracking_tags": "Tag de rastreamento",
  "content.tracking_tags.name": "Nome",
  "content.tracking_tags.type": "Tipo",
  "content.tracking_tags.content": "Código",
  "content.tracking_tags.position": "Posição",
  "content.tracking_tags.enabled": "Ativa",
  "content.tracking_pixel": "Pixel de rastreamento",
  "content.youtube_url": "Vídeo do YouTube",
  "content.certificate_url": "Certificado",
};

/** "content.sections.1.title" → "Seção 2 › Título". */
export function fieldLabel(path: string[]) {
  const parts: string[] = [];
  const named: string[] = [];
  path.forEach((segment, index) => {
    if (/^\d+$/.test(segment)) {
      const list = labels[named.join(".")] ?? named.at(-1) ?? "";
      parts.push(`${list} ${Number(segment) + 1}`);
      return;
    }
    named.push(segment);
    if (index === path.length - 1) parts.push(labels[named.join(".")] ?? segment);
  });
  return parts.join(" › ");
}

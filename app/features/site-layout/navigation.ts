export const mainNavigation = [
  { to: "/", label: "Início", end: true },
  { to: "/quem-somos", label: "Quem Somos" },
  { to: "/produtos", label: "Produtos" },
  { to: "/servicos", label: "Serviços" },
  { to: "/importados", label: "Importados" },
  { to: "/blog", label: "Blog" },
] as const;

export function whatsappLink(number: string, greeting: string) {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(greeting)}`;
}

import {
  BarChart3,
  Bot,
  FileText,
  Home,
  Inbox,
  Info,
  LayoutDashboard,
  Layers,
  Newspaper,
  Settings,
  Shield,
  Users,
  Contact,
  History,
  Images,
  Mail,
  UserRound,
  type LucideIcon,
} from "lucide-react";

export type AdminNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

/** The panel's main links: every admin screen is reachable from the panel, none only by typing its address. */
export const adminNavigation: AdminNavItem[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/leads", label: "Leads", icon: Contact },
  { to: "/admin/settings", label: "Configurações", icon: Settings },
  { to: "/admin/home-page", label: "Página Inicial", icon: Home },
  { to: "/admin/about-page", label: "Página Quem Somos", icon: Info },
  { to: "/admin/special-pages", label: "Páginas Especiais", icon: Layers },
  { to: "/admin/blog", label: "Blog", icon: Newspaper },
  { to: "/admin/pages", label: "Páginas", icon: FileText },
  { to: "/admin/media", label: "Mídia", icon: Images },
  { to: "/admin/policies", label: "Políticas", icon: Shield },
  { to: "/admin/reports", label: "Relatórios", icon: BarChart3 },
  { to: "/admin/team", label: "Equipe", icon: Users },
  { to: "/admin/activity", label: "Atividade", icon: History },
  { to: "/admin/outbox", label: "E-mails", icon: Mail },
];

/** The 'Mensagens' group, open by itself on its own paths. */
export const messagesNavigation: AdminNavItem[] = [
  { to: "/admin/messages", label: "Site", icon: Inbox },
  { to: "/admin/agent-messages", label: "Agente IA", icon: Bot },
];

/** The signed-in staff member's own account, beside 'Sair'. */
export const accountNavigation: AdminNavItem = { to: "/admin/conta", label: "Minha conta", icon: UserRound };

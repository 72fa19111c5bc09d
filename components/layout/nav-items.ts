import {
  AtSignIcon,
  BadgeCheckIcon,
  BanIcon,
  BellRingIcon,
  GlobeIcon,
  LayoutDashboardIcon,
  MailMinusIcon,
  MailXIcon,
  MegaphoneIcon,
  ScrollTextIcon,
  SearchCheckIcon,
  SendIcon,
  ShieldCheckIcon,
  UsersIcon,
  WebhookIcon,
  type LucideIcon,
} from "lucide-react";

/** Permission names as in docs/security.md's roles table (the server is the authority). */
export type NavPermission =
  "campaigns:read" | "blacklist:read" | "email:read" | "email:send" | "users:manage" | "audit:read";

export type NavSection = "Overview" | "Viber" | "Email" | "Admin";

export type NavItem = {
  href: string;
  label: string;
  icon: LucideIcon;
  section: NavSection;
  /** Needed to see the item; lets the sidebar be filtered by the signed-in role. */
  permission?: NavPermission;
};

/** The sidebar, in order. Every signed-in page belongs to one of these items. */
export const navItems: readonly NavItem[] = [
  { href: "/", label: "Overview", icon: LayoutDashboardIcon, section: "Overview" },
  {
    href: "/suppressions",
    label: "Suppressions",
    icon: SearchCheckIcon,
    section: "Overview",
    permission: "email:read",
  },
  {
    href: "/viber/campaigns",
    label: "Campaigns",
    icon: MegaphoneIcon,
    section: "Viber",
    permission: "campaigns:read",
  },
  {
    href: "/viber/senders",
    label: "Senders",
    icon: BadgeCheckIcon,
    section: "Viber",
    permission: "campaigns:read",
  },
  {
    href: "/viber/blacklist",
    label: "Blacklist",
    icon: BanIcon,
    section: "Viber",
    permission: "blacklist:read",
  },
  {
    href: "/email/send",
    label: "Send email",
    icon: SendIcon,
    section: "Email",
    permission: "email:send",
  },
  {
    href: "/email/log",
    label: "Email log",
    icon: ScrollTextIcon,
    section: "Email",
    permission: "email:read",
  },
  {
    href: "/email/bounces",
    label: "Bounces",
    icon: MailXIcon,
    section: "Email",
    permission: "email:read",
  },
  {
    href: "/email/unsubscribes",
    label: "Unsubscribes",
    icon: MailMinusIcon,
    section: "Email",
    permission: "email:read",
  },
  {
    href: "/email/senders",
    label: "Sender addresses",
    icon: AtSignIcon,
    section: "Email",
    permission: "email:read",
  },
  {
    href: "/email/domains",
    label: "Sender domains",
    icon: GlobeIcon,
    section: "Email",
    permission: "email:read",
  },
  {
    href: "/admin/users",
    label: "Users",
    icon: UsersIcon,
    section: "Admin",
    permission: "users:manage",
  },
  {
    href: "/admin/alerts",
    label: "Alerts",
    icon: BellRingIcon,
    section: "Admin",
    permission: "users:manage",
  },
  {
    href: "/admin/webhooks",
    label: "Webhooks",
    icon: WebhookIcon,
    section: "Admin",
    permission: "users:manage",
  },
  {
    href: "/admin/audit",
    label: "Audit log",
    icon: ShieldCheckIcon,
    section: "Admin",
    permission: "audit:read",
  },
];

export const navSections: readonly NavSection[] = ["Overview", "Viber", "Email", "Admin"];

/** Items the holder of `permissions` may see; without a list, all of them. */
export function visibleNavItems(permissions?: readonly string[]): NavItem[] {
  if (!permissions) return [...navItems];
  return navItems.filter((i) => !i.permission || permissions.includes(i.permission));
}

/** The item a path belongs to: exact match, else the longest prefix ("/email/log/abc" → Email log). */
export function activeNavItem(pathname: string): NavItem | undefined {
  const exact = navItems.find((i) => i.href === pathname);
  if (exact) return exact;
  return navItems
    .filter((i) => i.href !== "/" && pathname.startsWith(`${i.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/** The account's stored email templates (real_id, name, lang, html with `{{variable}}` placeholders). */
export const TEMPLATE_CATALOG: {
  realId: number;
  name: string;
  lang: string;
  daysAgo: number;
  body: string;
}[] = [
  {
    realId: 310,
    name: "Order confirmation",
    lang: "en",
    daysAgo: 210,
    body: `<h1>Thank you, {{name}}!</h1><p>Order <b>#{{order_id}}</b> is confirmed. Total: {{total}}.</p><p><a href="https://northwind-shop.example/orders/{{order_id}}">Track your order</a></p>`,
  },
  {
    realId: 311,
    name: "Password reset",
    lang: "en",
    daysAgo: 180,
    body: `<p>Hi {{name}},</p><p>Someone asked to reset your password. <a href="{{reset_link}}">Choose a new password</a>. The link works for one hour.</p>`,
  },
  {
    realId: 312,
    name: "Welcome",
    lang: "en",
    daysAgo: 150,
    body: `<h1>Welcome to Northwind, {{name}}</h1><p>Your account is ready.</p><p><a href="https://northwind-shop.example/start">Start shopping</a></p>`,
  },
  {
    realId: 313,
    name: "Weekly digest",
    lang: "en",
    daysAgo: 120,
    body: `<h2>Your week {{week}}</h2><p>Hello {{name}}, here is what is new.</p><p><a href="https://northwind-shop.example/new">New arrivals</a> · <a href="https://northwind-shop.example/sale">Sale</a></p>`,
  },
  {
    realId: 314,
    name: "Подтверждение заказа",
    lang: "ru",
    daysAgo: 90,
    body: `<p>Здравствуйте, {{name}}!</p><p>Заказ №{{order_id}} принят.</p><p><a href="https://northwind-shop.example/ru/orders/{{order_id}}">Статус заказа</a></p>`,
  },
  {
    realId: 315,
    name: "Recordatorio de factura",
    lang: "es",
    daysAgo: 60,
    body: `<p>Hola {{name}},</p><p>La factura {{invoice}} vence el {{due_date}}.</p><p><a href="https://northwind-shop.example/es/billing">Pagar ahora</a></p>`,
  },
  // Kept empty on purpose: sending it gives the upstream's code 32.
  { realId: 316, name: "Draft (empty)", lang: "en", daysAgo: 5, body: "" },
];

/** Variable names in order of first appearance. */
export const templateVariables = (body: string): string[] => [
  ...new Set([...body.matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g)].map((m) => m[1] ?? "")),
];

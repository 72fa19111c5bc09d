/** Approved Viber templates of the demo account: a system message (type 3) must equal one. */
export const DEMO_VIBER_TEMPLATES = [
  "Your order has been shipped. Track it in your account at demo-shop.example.",
  "Your verification code is valid for 10 minutes. Do not share it with anyone.",
  "We have received your payment. Thank you for shopping with DemoShop!",
  "Your appointment is confirmed. Reply to this message if you need to reschedule.",
  "Your parcel is waiting at the pick-up point and will be kept for 5 days.",
] as const;

/** A template still in moderation: its text is not accepted yet. */
export const DEMO_PENDING_TEMPLATE = "Your bonus points expire at the end of the month.";

export const DEMO_SENDERS = [
  {
    name: "DemoShop",
    status: "verified",
    service: "Retail",
    traffic: "promotional",
    countries: ["UA"],
  },
  {
    name: "DemoShop EU",
    status: "verified",
    service: "Retail",
    traffic: "promotional",
    countries: ["PL", "DE"],
  },
  {
    name: "DemoBank",
    status: "verified",
    service: "Finance",
    traffic: "transactional",
    countries: ["UA"],
  },
  {
    name: "FastDelivery",
    status: "verified",
    service: "Logistics",
    traffic: "transactional",
    countries: ["UA", "PL"],
  },
  {
    name: "DemoPharmacy",
    status: "verified",
    service: "Health",
    traffic: "promotional",
    countries: ["UA"],
  },
  {
    name: "DemoClinic",
    status: "verified",
    service: "Health",
    traffic: "transactional",
    countries: ["DE"],
  },
  {
    name: "DemoTravel",
    status: "moderation",
    service: "Travel",
    traffic: "promotional",
    countries: ["UA"],
  },
  {
    name: "DemoCasino",
    status: "blocked",
    service: "Entertainment",
    traffic: "promotional",
    countries: ["CY"],
  },
] as const;

/** Address books: phones are base + i * step, so nothing per phone is stored. */
export const DEMO_ADDRESS_BOOKS = [
  { name: "All customers", size: 100_000, base: 380_500_000_000, step: 7 },
  { name: "Loyalty members", size: 24_500, base: 380_630_000_000, step: 13 },
  { name: "Newsletter opt-ins", size: 8_200, base: 380_670_000_000, step: 11 },
  { name: "VIP clients", size: 3_100, base: 380_930_000_000, step: 17 },
  { name: "Kyiv store visitors", size: 1_250, base: 380_990_000_000, step: 19 },
  { name: "Staff and testers", size: 42, base: 380_730_000_000, step: 3 },
] as const;

export interface DemoTheme {
  name: string;
  message: string;
  button: string;
  link: string;
}

export const DEMO_THEMES: DemoTheme[] = [
  {
    name: "Spring collection",
    message:
      "The spring collection has arrived! New styles in every store and online, free delivery over €50 until Sunday.",
    button: "See the collection",
    link: "https://demo-shop.example/spring",
  },
  {
    name: "Weekend sale",
    message: "Weekend sale: up to 40% off shoes and bags, Saturday and Sunday only.",
    button: "Shop the sale",
    link: "https://demo-shop.example/sale",
  },
  {
    name: "Loyalty points",
    message:
      "You have loyalty points waiting. Spend them on anything in store or online before they expire.",
    button: "My points",
    link: "https://demo-shop.example/account/points",
  },
  {
    name: "New store opening",
    message:
      "Our new store on Khreshchatyk opens on Friday at 10:00. The first 200 visitors get a gift!",
    button: "Get directions",
    link: "https://demo-shop.example/stores/kyiv-centre",
  },
  {
    name: "Back to school",
    message: "Back to school: backpacks, stationery and sneakers with 25% off for members.",
    button: "Shop back to school",
    link: "https://demo-shop.example/school",
  },
  {
    name: "Summer clearance",
    message: "Summer clearance has started. Last sizes at final prices, while stocks last.",
    button: "Browse clearance",
    link: "https://demo-shop.example/clearance",
  },
  {
    name: "Free delivery week",
    message: "This week every order ships free, with no minimum. Treat yourself!",
    button: "Start shopping",
    link: "https://demo-shop.example",
  },
  {
    name: "App launch",
    message:
      "Our new app is here: order in two taps and track deliveries live. Get 10% off your first app order.",
    button: "Get the app",
    link: "https://demo-shop.example/app",
  },
  {
    name: "Customer survey",
    message: "How did we do? Tell us in a 2-minute survey and get a €5 voucher.",
    button: "Take the survey",
    link: "https://demo-shop.example/survey",
  },
  {
    name: "Gift cards",
    message: "Not sure what to give? DemoShop gift cards from €10, delivered instantly.",
    button: "Buy a gift card",
    link: "https://demo-shop.example/gift-cards",
  },
  {
    name: "Flash sale",
    message: "Flash sale: 3 hours only, 50% off selected electronics.",
    button: "Open the flash sale",
    link: "https://demo-shop.example/flash",
  },
  {
    name: "Winter warmers",
    message: "Cold days ahead: coats, scarves and boots from our winter range, now in stock.",
    button: "Shop winter",
    link: "https://demo-shop.example/winter",
  },
];

export const imageFor = (seed: string) =>
  `https://picsum.photos/seed/${seed.toLowerCase().replace(/[^a-z0-9]+/g, "-")}/600/400`;

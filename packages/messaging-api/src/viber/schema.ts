/** Recipients carry their whole simulated fate; `next_at` lets a tick touch only rows due. */
export const viberSchema = `
CREATE TABLE IF NOT EXISTS viber_senders (
  id serial PRIMARY KEY,
  name text NOT NULL,
  status text NOT NULL,
  service_type text NOT NULL,
  web_site text NOT NULL,
  description text NOT NULL,
  countries text[] NOT NULL,
  traffic_type text NOT NULL,
  admin_comment text
);
CREATE TABLE IF NOT EXISTS address_books (
  id serial PRIMARY KEY,
  name text NOT NULL,
  size int NOT NULL,
  -- phones of a book are phone_base + i * phone_step for i in [0, size)
  phone_base bigint NOT NULL,
  phone_step int NOT NULL,
  created timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS viber_templates (
  id serial PRIMARY KEY,
  name text NOT NULL,
  text text NOT NULL,
  status text NOT NULL
);
CREATE TABLE IF NOT EXISTS viber_blacklist (
  id serial PRIMARY KEY,
  user_id int NOT NULL,
  phone bigint NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  add_date timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS viber_campaigns (
  id serial PRIMARY KEY,
  name text NOT NULL,
  message_type int NOT NULL,
  message text,
  button_text text,
  button_link text,
  image_link text,
  address_book_id int,
  recipients bigint[],
  sender_id int NOT NULL,
  sender_name text NOT NULL,
  message_live_time int NOT NULL,
  send_date timestamptz NOT NULL,
  stretch_time int NOT NULL DEFAULT 0,
  resend_sms boolean NOT NULL DEFAULT false,
  resend_sms_status int,
  sms_text text,
  sms_sender_name text,
  status text,
  created timestamptz NOT NULL,
  moderation_until timestamptz NOT NULL,
  -- set when recipients are materialised: sending runs from start_at until sending_until
  started boolean NOT NULL DEFAULT false,
  sending_until timestamptz,
  demo boolean NOT NULL DEFAULT false
);
CREATE TABLE IF NOT EXISTS viber_recipients (
  campaign_id int NOT NULL,
  phone bigint NOT NULL,
  address_book_id int,
  status text,
  price numeric(6, 4) NOT NULL,
  currency text NOT NULL,
  last_update timestamptz,
  sent_at timestamptz NOT NULL,
  delivered_at timestamptz,
  read_at timestamptz,
  clicked_at timestamptz,
  failed_at timestamptz,
  failure text,
  next_at timestamptz
);
CREATE INDEX IF NOT EXISTS viber_recipients_campaign ON viber_recipients (campaign_id);
CREATE INDEX IF NOT EXISTS viber_recipients_due ON viber_recipients (next_at) WHERE next_at IS NOT NULL;
`;

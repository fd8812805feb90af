/** The operator's public identity, shown in the footer, metadata and structured data. */
export const COMPANY = {
  name: 'Altura Adventures',
  /** The operator's inbox unless OPERATOR_EMAIL names another. */
  email: 'info@altura-adventures.com',
  /** The operator's time zone unless OPERATOR_TIME_ZONE names another: coupon validity dates are days there. */
  timeZone: 'Europe/Rome',
  /** The WhatsApp number unless PUBLIC_WHATSAPP names another. */
  whatsapp: '+39 051 028 4471',
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/alturaadventures' },
    { network: 'Instagram', href: 'https://www.instagram.com/alturaadventures' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/altura-adventures' },
    { network: 'YouTube', href: 'https://www.youtube.com/@alturaadventures' },
    { network: 'TikTok', href: 'https://www.tiktok.com/@alturaadventures' },
  ],
} as const;

export type SocialNetwork = (typeof COMPANY.social)[number]['network'];

/**
 * The time zone in which the operator's days are read (coupon validity, departures, balance due
 * dates): OPERATOR_TIME_ZONE, else the company's. The build bakes it into the booking widget.
 */
export function operatorTimeZone(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.OPERATOR_TIME_ZONE || COMPANY.timeZone;
}

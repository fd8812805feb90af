/** The operator's public identity, shown in the footer, metadata and structured data. */
export const COMPANY = {
  name: 'Altura Adventures',
  /** The operator's inbox unless OPERATOR_EMAIL names another. */
  email: 'info@altura-adventures.com',
  /** The operator's time zone unless OPERATOR_TIME_ZONE names another: coupon validity dates are days there. */
  timeZone: 'Europe/Rome',
  /** The WhatsApp number unless PUBLIC_WHATSAPP names another. */
  whatsapp: '+39 051 028 4471',
  /** The first year of the footer's copyright; the last is the year of the build. */
  foundedYear: 2024,
  /**
   * The operator's legal identity, as the sample configuration sets it: the defaults of the
   * PUBLIC_COMPANY_LEGAL_NAME, PUBLIC_COMPANY_ADDRESS, PUBLIC_COMPANY_REGISTRATION and
   * PUBLIC_FINANCIAL_PROTECTION build variables (astro.config.ts). Read them through
   * src/config/company-identity.ts, which leaves out those set empty.
   */
  legal: {
    legalName: 'Altura Adventures S.r.l.',
    address: 'Via del Pratello 21, 40122 Bologna, Italy',
    registration: 'REA BO-549812 · VAT IT03857210372',
    /** Who protects travellers' payments against the operator's insolvency, with the reference. */
    financialProtection: 'Fondo Vacanze Felici (n° 2186)',
  },
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

/** The operator's legal identity as configured; a line set empty is left out, so pages show only what is there. */
export type CompanyIdentity = { readonly [Field in keyof typeof COMPANY.legal]: string | undefined };

/** The identity from the build's values (each defaulting to the sample's): blank ones become absent. */
export function companyIdentity(values: CompanyIdentity): CompanyIdentity {
  const given = (value: string | undefined) => value?.trim() || undefined;
  return {
    legalName: given(values.legalName),
    address: given(values.address),
    registration: given(values.registration),
    financialProtection: given(values.financialProtection),
  };
}

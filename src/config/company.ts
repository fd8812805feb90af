/** The operator's public identity, shown in the footer, metadata and structured data. */
export const COMPANY = {
  name: 'Altura Adventures',
  /** The operator's inbox unless OPERATOR_EMAIL names another. */
  email: 'info@altura-adventures.com',
  /**
   * Where the operator is established: the privacy policy names it as the controller of visitors'
   * data. The operator completes it with its registered address.
   */
  address: 'Bologna, Italy',
  /** The operator's time zone: coupon validity dates are days there. */
  timeZone: 'Europe/Rome',
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/alturaadventures' },
    { network: 'Instagram', href: 'https://www.instagram.com/alturaadventures' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/altura-adventures' },
    { network: 'YouTube', href: 'https://www.youtube.com/@alturaadventures' },
    { network: 'TikTok', href: 'https://www.tiktok.com/@alturaadventures' },
  ],
} as const;

export type SocialNetwork = (typeof COMPANY.social)[number]['network'];

import { PUBLIC_COMPANY_ADDRESS, PUBLIC_COMPANY_LEGAL_NAME, PUBLIC_COMPANY_REGISTRATION, PUBLIC_FINANCIAL_PROTECTION } from 'astro:env/client';
import { companyIdentity } from './company.ts';

/** The operator's legal identity as built: the PUBLIC_COMPANY_* variables, else the sample's in company.ts. */
export const COMPANY_IDENTITY = companyIdentity({
  legalName: PUBLIC_COMPANY_LEGAL_NAME,
  address: PUBLIC_COMPANY_ADDRESS,
  registration: PUBLIC_COMPANY_REGISTRATION,
  financialProtection: PUBLIC_FINANCIAL_PROTECTION,
});

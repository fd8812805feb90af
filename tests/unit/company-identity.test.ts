import { describe, expect, it } from 'vitest';
import { COMPANY, companyIdentity } from '../../src/config/company.ts';

describe("the operator's legal identity", () => {
  it('keeps what is configured', () => {
    expect(companyIdentity({ legalName: 'Trek Ltd', address: '1 High Street, Keswick', registration: 'Company no. 01234567', financialProtection: 'ATOL 12345' })).toEqual({
      legalName: 'Trek Ltd',
      address: '1 High Street, Keswick',
      registration: 'Company no. 01234567',
      financialProtection: 'ATOL 12345',
    });
  });

  it('leaves out a line set empty or blank, so that the page shows nothing for it', () => {
    expect(companyIdentity({ ...COMPANY.legal, registration: '', financialProtection: '  ' })).toEqual({
      legalName: 'Altura Adventures S.r.l.',
      address: 'Via del Pratello 21, 40122 Bologna, Italy',
      registration: undefined,
      financialProtection: undefined,
    });
  });
});

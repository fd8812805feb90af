/**
 * The operator's privacy settings, shown in the privacy policy and the deletion page. Change them
 * here when the law or the operator's practice differs (then rebuild): the pages follow.
 */
export const PRIVACY = {
  /**
   * How long bookings are kept: accounting records and their supporting documents, 10 years in
   * Italy (art. 2220 of the Civil Code), where the operator is established.
   */
  bookingRetentionYears: 10,
  /** How long a contact message is kept after it came, to answer it and follow the conversation up. */
  contactMessageRetentionMonths: 24,
  /** How long a brochure request is kept after it came. */
  brochureRequestRetentionMonths: 12,
  /** How long the record of a completed deletion request is kept, as proof that the data was deleted. */
  deletionRecordRetentionYears: 3,
  /** Where a visitor may complain: the supervisory authority of the operator's country. */
  supervisoryAuthority: {
    name: 'Garante per la protezione dei dati personali',
    country: 'Italy',
    url: 'https://www.garanteprivacy.it',
  },
} as const;

/**
 * The estate's one name: the portal, the estate and its association are all "Gatehouse"
 * (DESIGN.md names nothing else). Every screen, seed and generated PDF takes it from here.
 */
export const estateName = 'Gatehouse';

/** The residents' welfare association that runs the estate (SPEC.md §1). */
export const rwaName = `${estateName} Residents' Welfare Association`;

/** The estate office's contact details: one place, for Contact Us, Concierge, the mailto builder and the assistant's answer when it finds nothing. */
export const contactDetails = {
  organisation: rwaName,
  addressLines: [`Estate Office, ${estateName}`, 'Sector 45', 'Gurugram, Haryana 122003'],
  phone: { display: '+91 124 456 7890', href: 'tel:+911244567890' },
  email: 'office@gatehouse.example',
  officeHours: '10:00 AM - 8:00 PM',
  onlineHours: 'online 24*7',
} as const;

/**
 * The gate desk's own phone, answered day and night (the office's above keeps office hours).
 * The SOS button offers it when this phone has no network: a call is the honest fallback, as an
 * SOS queued until the signal returns would reach nobody in time. Built into the app, so it
 * shows with no network at all.
 */
export const gatePhone = { display: '+91 124 456 7800', href: 'tel:+911244567800' } as const;

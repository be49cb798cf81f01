/** The estate office's contact details: one place, for Contact Us, Concierge, the mailto builder and the assistant's answer when it finds nothing. */
export const contactDetails = {
  organisation: "Gatehouse Residency Residents' Welfare Association",
  addressLines: ['Estate Office, Gatehouse Residency', 'Sector 45', 'Gurugram, Haryana 122003'],
  phone: { display: '+91 124 456 7890', href: 'tel:+911244567890' },
  email: 'office@gatehouse.example',
  officeHours: '10:00 AM - 8:00 PM',
  onlineHours: 'online 24*7',
} as const;

/** Rupees as India writes them: lakhs and crores grouped (₹12,50,000), paise only when there are some. */
const whole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatRupees(amount: number): string {
  return (Number.isInteger(amount) ? whole : withPaise).format(amount);
}

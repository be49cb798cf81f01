/** A poll's state as the RWA's cards badge it (issue 36). */
export const statusWords = { open: 'Open', upcoming: 'Upcoming', closed: 'Closed' } as const;
export const statusTones = { open: 'success', upcoming: 'warning', closed: 'neutral' } as const;

export function attendeesText(count: number): string {
  return `${count} ${count === 1 ? 'person' : 'people'}`;
}

import type { z } from 'zod';

/** One readable sentence per problem, naming the field: "phone_number: Phone number must be 10 digits". */
export function describeZodError(error: z.ZodError, where: string): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.map(String).join('.');
      if (issue.code === 'unrecognized_keys') {
        const keys = issue.keys.join(', ');
        const prefix = field ? `${field}: ` : '';
        return `${prefix}Unknown field${issue.keys.length > 1 ? 's' : ''} in ${where}: ${keys}`;
      }
      // zod 4 leaves `input` out of issues; a contract's own message ('Amount is required') wins.
      const zodDefault = issue.message.startsWith('Invalid input');
      if (issue.code === 'invalid_type' && issue.input === undefined && zodDefault) {
        return field ? `${field}: This field is required` : `The ${where} is missing.`;
      }
      return field ? `${field}: ${issue.message}` : `The ${where} is not valid: ${issue.message}`;
    })
    .join('; ');
}

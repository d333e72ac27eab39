import { isEmailLike } from '../links/email-link.ts';

// §5 validation, on submit: every field that is wrong is named at once (not the first only), so
// that a form can mark each with aria-invalid and its own message, and move focus to the first.

export interface SubmittedField {
  readonly name: string;
  readonly value: string;
  readonly required: boolean;
  /** The input's type: "email" fields are checked against the §5 e-mail pattern. */
  readonly type: string;
}

export type FieldProblem = 'required' | 'email';

/** One problem per field name, in form order; blank counts as empty except in a password. */
export function fieldProblems(fields: readonly SubmittedField[]): { name: string; problem: FieldProblem }[] {
  const problems: { name: string; problem: FieldProblem }[] = [];
  const seen = new Set<string>();
  for (const field of fields) {
    if (!field.name || seen.has(field.name)) continue;
    const value = field.type === 'password' ? field.value : field.value.trim();
    let problem: FieldProblem | null = null;
    if (value === '') problem = field.required ? 'required' : null;
    else if (field.type === 'email' && !isEmailLike(value)) problem = 'email';
    if (problem) {
      seen.add(field.name);
      problems.push({ name: field.name, problem });
    }
  }
  return problems;
}

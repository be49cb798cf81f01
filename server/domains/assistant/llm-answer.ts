/**
 * An answer written by a language model from the assistant's passages only (DESIGN.md §6), when
 * an OpenAI-compatible chat-completions endpoint is configured. Any failure (timeout, an error
 * status, an empty or malformed reply, a line the grounding check refuses) answers undefined,
 * and the caller keeps the extractive one.
 */
import type { AssistantAnswer } from '../../../contract/assistant/assistant';
import type { Config } from '../../platform/config/config';
import { groundedAnswer, NO_ANSWER, type LexemesOf } from './grounding';

/** A passage the model may use: where it is, and its text as the book says it. */
export interface GroundingPassage {
  /** 'Society rules.pdf (page 3)' (referenceText). */
  reference: string;
  heading: string;
  text: string;
}

export interface LlmQuestion {
  question: string;
  /** This chat's earlier questions, oldest first. */
  earlier: string[];
  passages: GroundingPassage[];
}

const SYSTEM_PROMPT = [
  "You answer residents' questions about their housing society from the numbered passages",
  'given, and from nothing else. Answer with every rule in the passages that bears on the',
  'question, one short line per rule, the most direct answer first. End every line with the',
  'number of the passage it comes from in square brackets, like [2]. Keep the passages’ own',
  'numbers, times and amounts exactly. Never add a rule, timing, amount or name the passages do',
  `not state. If the passages do not answer the question, reply with exactly ${NO_ANSWER}.`,
].join(' ');

/** The one user message: the earlier questions (for a follow-up), the passages, the question. */
function userMessage({ question, earlier, passages }: LlmQuestion): string {
  const numbered = passages
    .map(
      (passage, i) =>
        `[${i + 1}] ${passage.reference}${passage.heading ? `, ${passage.heading}` : ''}:\n${passage.text}`,
    )
    .join('\n\n');
  const before =
    earlier.length > 0
      ? `Earlier questions in this conversation:\n${earlier.map((q) => `- ${q}`).join('\n')}\n\n`
      : '';
  return `${before}Passages:\n\n${numbered}\n\nQuestion: ${question}`;
}

export async function llmAnswer(
  llm: NonNullable<Config['llm']>,
  ask: LlmQuestion,
  lexemesOf: LexemesOf,
): Promise<AssistantAnswer | undefined> {
  try {
    const response = await fetch(`${llm.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userMessage(ask) },
        ],
      }),
      signal: AbortSignal.timeout(llm.timeoutSeconds * 1000),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as {
      choices?: { message?: { content?: unknown } }[];
    };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return undefined;
    return await groundedAnswer(content, ask.question, ask.passages, lexemesOf);
  } catch {
    return undefined;
  }
}

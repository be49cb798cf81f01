/**
 * An answer written by a language model from the assistant's passages only (DESIGN.md §6), when
 * an OpenAI-compatible chat-completions endpoint is configured. Any failure (timeout, an error
 * status, an empty or malformed reply) answers undefined, and the caller keeps the extractive one.
 */
import type { AssistantAnswer } from '../../../contract/assistant/assistant';
import type { Config } from '../../platform/config/config';

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
  "You answer residents' questions about their housing society.",
  'Use only the numbered passages given. If they do not answer the question, say you could not',
  'find it in the society’s documents and suggest asking the RWA office. Never invent rules,',
  'timings, amounts or names. Answer in at most four short sentences, in plain English.',
].join(' ');

export async function llmAnswer(
  llm: NonNullable<Config['llm']>,
  { question, passages: given }: LlmQuestion,
): Promise<AssistantAnswer | undefined> {
  const passages = given
    .map(
      (passage, i) =>
        `[${i + 1}] ${passage.reference}${passage.heading ? `, ${passage.heading}` : ''}:\n${passage.text}`,
    )
    .join('\n\n');
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
          { role: 'user', content: `Passages:\n\n${passages}\n\nQuestion: ${question}` },
        ],
      }),
      signal: AbortSignal.timeout(llm.timeoutSeconds * 1000),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as {
      choices?: { message?: { content?: unknown } }[];
    };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') return undefined;
    return {
      response: content.trim(),
      referenced_files: [...new Set(given.map((passage) => passage.reference))],
    };
  } catch {
    return undefined;
  }
}

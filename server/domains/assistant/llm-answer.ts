/**
 * An answer written by a language model from the assistant's passages only (DESIGN.md §6), when
 * an OpenAI-compatible chat-completions endpoint is configured. Any failure (timeout, an error
 * status, an empty or malformed reply) answers undefined, and the caller keeps the extractive one.
 */
import type { Config } from '../../platform/config/config';
import type { Source } from './assistant';

const SYSTEM_PROMPT = [
  "You answer residents' questions about their housing society.",
  'Use only the numbered passages given. If they do not answer the question, say you could not',
  'find it in the society’s documents and suggest asking the RWA office. Never invent rules,',
  'timings, amounts or names. Answer in at most four short sentences, in plain English.',
].join(' ');

export async function llmAnswer(
  llm: NonNullable<Config['llm']>,
  question: string,
  sources: Source[],
): Promise<string | undefined> {
  const passages = sources
    .map(
      (source, i) =>
        `[${i + 1}] ${source.fileName}, page ${source.page}${source.heading ? `, ${source.heading}` : ''}:\n${source.body}`,
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
    return typeof content === 'string' && content.trim() !== '' ? content.trim() : undefined;
  } catch {
    return undefined;
  }
}

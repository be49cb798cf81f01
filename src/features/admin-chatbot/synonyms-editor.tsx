import { useState, type FormEvent } from 'react';
import { saveAssistantSynonyms, type SynonymGroups } from '../../../contract/assistant/assistant';
import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { FieldFrame } from '../../ui/field-frame';
import { Spinner } from '../../ui/spinner';
import styles from '../../ui/admin-list.module.css';
import { useAssistantSynonyms, useSaveAssistantSynonyms } from './use-assistant-questions';

export const synonymsLabel = 'Words that mean the same';

/** One group per line, its words separated by commas. */
export const groupsText = (groups: SynonymGroups['groups']): string =>
  groups.map((group) => group.join(', ')).join('\n');

export function groupsOf(text: string): string[][] {
  return text
    .split('\n')
    .map((line) =>
      line
        .split(',')
        .map((word) => word.trim())
        .filter((word) => word !== ''),
    )
    .filter((group) => group.length > 0);
}

export interface Outcome {
  ok: boolean;
  message: string;
}

/** The estate's thesaurus (issue 37), edited as text: "guest, visitor" on a line of its own. */
export function SynonymsEditor(props: { online: boolean; onSaved: (outcome: Outcome) => void }) {
  const synonyms = useAssistantSynonyms();
  return (
    <section aria-labelledby="synonyms-heading">
      <h2 id="synonyms-heading">{synonymsLabel}</h2>
      <p className={styles.muted}>
        A resident who writes one word of a group finds the rules that use another (“guest,
        visitor”).
      </p>
      {synonyms.isError ? (
        <Banner tone="error">{messages.assistantSynonymsFailed}</Banner>
      ) : !synonyms.data ? (
        <Spinner label="Loading words…" />
      ) : (
        <SynonymsForm
          initial={groupsText(synonyms.data.groups)}
          online={props.online}
          onSaved={props.onSaved}
        />
      )}
    </section>
  );
}

function SynonymsForm(props: {
  initial: string;
  online: boolean;
  onSaved: (outcome: Outcome) => void;
}) {
  const { online, onSaved } = props;
  const [text, setText] = useState(props.initial);
  const save = useSaveAssistantSynonyms();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rules, so a refusal reads the same here as from the server.
    const checked = saveAssistantSynonyms.body.safeParse({ groups: groupsOf(text) });
    if (!checked.success) {
      onSaved({
        ok: false,
        message: checked.error.issues[0]?.message ?? messages.assistantSynonymsFailed,
      });
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        setText(groupsText(saved.groups));
        onSaved({ ok: true, message: saved.message });
      },
      onError: (error) =>
        onSaved({
          ok: false,
          message:
            isApiError(error) && error.detail ? error.detail : messages.assistantSynonymsFailed,
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className={styles.card}>
      <FieldFrame label="Groups" hint="One group per line, its words separated by commas">
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={text}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FieldFrame>
      <Button type="submit" busy={save.isPending} disabled={!online}>
        Save
      </Button>
    </form>
  );
}

/**
 * "Download results PDF" (issue 36), beside the CSV: the count on the estate's sheet for the
 * minutes. A button, not a link, because the file is fetched with the RWA's token; a refusal
 * says why under it.
 */
import { useMutation } from '@tanstack/react-query';
import { messages } from '../../../contract/messages';
import type { Poll } from '../../../contract/polls/polls';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { downloadResultsPdf } from './use-admin-polls';

export function ResultsPdfButton({ poll, online }: { poll: Poll; online: boolean }) {
  const pdf = useMutation({ mutationFn: downloadResultsPdf });
  return (
    <>
      <Button
        variant="secondary"
        busy={pdf.isPending}
        disabled={!online}
        onClick={() => pdf.mutate(poll)}
      >
        Download results PDF
      </Button>
      {pdf.isError && (
        <Banner tone="error">{errorMessage(pdf.error, messages.pollResultsFailed)}</Banner>
      )}
    </>
  );
}

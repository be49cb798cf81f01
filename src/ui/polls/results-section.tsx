/**
 * A poll's results as a section of a page (issue 36): fetched when online, kept in the
 * persisted query cache so results once read show again offline, with the server's sentence
 * when it will not give them yet.
 */
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../contract/messages';
import type { Poll } from '../../../contract/polls/polls';
import { errorMessage } from '../../api/api-error';
import { pollResultsQuery } from '../../api/polls';
import { Banner } from '../banner';
import { Spinner } from '../spinner';
import { PollResults } from './poll-results';

interface ResultsSectionProps {
  poll: Pick<Poll, 'id' | 'question' | 'quorum_percent' | 'pass_percent'>;
  online: boolean;
  /** The heading's level on its page. */
  headingLevel?: 2 | 3;
  className?: string;
}

export function ResultsSection(props: ResultsSectionProps) {
  const { poll, online, headingLevel = 2, className } = props;
  const results = useQuery(pollResultsQuery(poll.id));
  const Heading = `h${headingLevel}` as const;
  const headingId = `results-${poll.id}`;
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId}>Results</Heading>
      {results.data ? (
        <PollResults poll={poll} result={results.data} />
      ) : results.isError ? (
        <Banner tone="error">{errorMessage(results.error, messages.pollResultsFailed)}</Banner>
      ) : online ? (
        <Spinner label="Loading the results…" />
      ) : (
        <p>The results load when you're back online.</p>
      )}
    </section>
  );
}

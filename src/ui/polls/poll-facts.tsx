/**
 * A poll's rules in words (issue 36), for the resident's ballot and the RWA's list alike: how
 * many choices, who votes, secret or open, when results show, the quorum and pass mark, whether
 * votes are final, proxies, the dues rule.
 */
import { Fragment } from 'react';
import { electorateNames, type Poll } from '../../../contract/polls/polls';
import { Facts } from '../facts';

type PollRules = Pick<
  Poll,
  | 'max_choices'
  | 'electorate'
  | 'secret'
  | 'results_live'
  | 'quorum_percent'
  | 'pass_percent'
  | 'votes_final'
  | 'max_proxies'
  | 'max_overdue_days'
>;

/** Each rule as a label and its words, in the order a voter asks about them. */
export function pollRules(poll: PollRules): [string, string][] {
  const rules: [string, string][] = [
    ['Choices', poll.max_choices > 1 ? `Up to ${poll.max_choices}` : 'One'],
    ['Who votes', electorateNames[poll.electorate]],
    [
      'Ballot',
      poll.secret ? 'Secret: no one sees who chose what' : 'Open: the RWA sees who chose what',
    ],
    ['Results', poll.results_live ? 'Live while it is open' : 'When it closes'],
  ];
  if (poll.quorum_percent > 0) rules.push(['Quorum', `${poll.quorum_percent}% must vote`]);
  if (poll.pass_percent !== null) {
    rules.push(['Resolution', `Passes with ${poll.pass_percent}% for the first option`]);
  }
  rules.push(['Votes', poll.votes_final ? 'Final once cast' : 'Can be changed until it closes']);
  if (poll.max_proxies > 0) rules.push(['Proxies', `Up to ${poll.max_proxies} per flat`]);
  if (poll.max_overdue_days !== null) {
    rules.push(['Dues', `Flats more than ${poll.max_overdue_days} days overdue cannot vote`]);
  }
  return rules;
}

export function PollFacts({ poll, className }: { poll: PollRules; className?: string }) {
  return (
    <Facts className={className}>
      {pollRules(poll).map(([label, words]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{words}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

import { dataSays, strengthsOf, type ScoreResult } from '@preflight/engine';
import { WhyLists } from './WhyLists';

/** The Why tab for a result scored in this page (the extension's panel): the lists worked out here. */
export function WhyTab({ result }: { result: ScoreResult }) {
  return <WhyLists strengths={strengthsOf(result)} data={dataSays(result)} marksWords={result.blockers.some((b) => b.span)} />;
}

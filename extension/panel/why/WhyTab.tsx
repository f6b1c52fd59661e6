import { dataSays, strengthsOf, type ScoreResult } from '@preflight/engine';
import { WhyLists } from '../../../ui/WhyLists';

/** The Why tab of the extension's panel: the editor's strengths and what the data say, worked out in this page. */
export function WhyTab({ result }: { result: ScoreResult }) {
  return <WhyLists strengths={strengthsOf(result)} data={dataSays(result)} marksWords={result.blockers.some((b) => b.span)} />;
}

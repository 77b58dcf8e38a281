// Critical Thinking, "questions": whether the summary states the question the work asks.
import { finding, type Finding } from '../../findings/finding.ts';

/** A summary that asks: a question mark, "whether", "we asked", "research question", "examined how" … */
const statesQuestion =
  /\?|\bwhether\b|\bresearch questions?\b|\b(?:ask|asks|asked|asking)\b|\bto what extent\b|\b(?:test|tests|tested|examine|examines|examined|investigate|investigates|investigated|explore|explores|explored|determine|determined|assess|assessed|understand|know|learn|see|find out|found out|study|studies|studied|analyse|analyze|analysed|analyzed|compare|compared)\s+(?:how|why|what|which|if|whether)\b/i;

/** Latin letters and no Hebrew or Arabic ones: the phrasings above are English. */
const isEnglishText = (text: string) => /[A-Za-z]/.test(text) && !/[\u0590-\u05ff\u0600-\u06ff]/.test(text);

/** A summary or an answer in another language gets no finding. */
export function questionsFindings(summary: string, answer: string): Finding[] {
  if (!isEnglishText(answer) || !isEnglishText(summary) || !statesQuestion.test(summary)) return [];
  return [finding('criticalThinking.questionStated', { key: 'questions.ct.questionStated' })];
}

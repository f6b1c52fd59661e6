// A small RFC 4180 CSV reader: fields may be quoted; a quoted field may hold commas, line breaks and
// doubled quotes (""). Records end at \n or \r\n outside quotes. Line breaks inside a quoted field are
// kept as they are (the caller normalises them). No dependency: the format is small and the
// datasets are read once per run.
const SPECIAL = /[,"\r\n]/gu;

export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const n = text.length;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < n) {
    if (quoted) {
      // Copy up to the next quote in one slice: a doubled quote is a literal ", a single one ends the field.
      const q = text.indexOf('"', i);
      if (q < 0) {
        field += text.slice(i);
        i = n;
        break;
      }
      field += text.slice(i, q);
      if (text[q + 1] === '"') {
        field += '"';
        i = q + 2;
      } else {
        quoted = false;
        i = q + 1;
      }
      continue;
    }
    const ch = text[i] as string;
    if (ch === '"' && field === '') {
      quoted = true;
      i++;
    } else if (ch === ',') {
      endField();
      i++;
    } else if (ch === '\n') {
      endRecord();
      i++;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      endRecord();
      i += 2;
    } else {
      // Plain characters up to the next comma, quote or line end, in one slice.
      SPECIAL.lastIndex = i + 1;
      const next = SPECIAL.exec(text)?.index ?? n;
      field += text.slice(i, next);
      i = next;
    }
  }
  if (quoted) throw new Error('parseCsv: the text ends inside a quoted field');
  // A final record without a trailing line break still counts; a trailing line break adds nothing.
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

// A bot's command line split into the program and its arguments, the way a POSIX shell splits words
// (single quotes, double quotes, backslashes), without running a shell: the process started is the
// bot itself, so its limits and its process id are its own. Pipes, `&&` and variables need an explicit
// `sh -c '...'`.
import { CliError } from '../context.ts';

export function splitCommand(command: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;
  const fail = (what: string) => {
    throw new CliError(`bot command ${JSON.stringify(command)}: ${what}`);
  };
  while (i < command.length) {
    const ch = command[i];
    if (ch === "'") {
      const end = command.indexOf("'", i + 1);
      if (end < 0) fail('a single quote is not closed');
      word += command.slice(i + 1, end);
      inWord = true;
      i = end + 1;
    } else if (ch === '"') {
      i++;
      for (;;) {
        if (i >= command.length) fail('a double quote is not closed');
        const c = command[i];
        if (c === '"') break;
        if (c === '\\' && i + 1 < command.length && '"\\$`'.includes(command[i + 1])) {
          word += command[i + 1];
          i += 2;
        } else {
          word += c;
          i++;
        }
      }
      inWord = true;
      i++;
    } else if (ch === '\\') {
      if (i + 1 >= command.length) fail('it ends with a backslash');
      word += command[i + 1];
      inWord = true;
      i += 2;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      i++;
    } else {
      word += ch;
      inWord = true;
      i++;
    }
  }
  if (inWord) words.push(word);
  return words;
}

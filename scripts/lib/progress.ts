/** A one-line progress bar on a terminal; occasional plain lines when output is a log (CI). */
export function progressBar(label: string, width = 30) {
  const tty = process.stderr.isTTY;
  let lastLogged = -1;
  return {
    update(done: number, total: number, item: string) {
      if (total === 0) return;
      const ratio = done / total;
      if (tty) {
        const filled = Math.round(ratio * width);
        const name = item.split("/").pop() ?? "";
        process.stderr.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} ${label} ${name.padEnd(16)}`);
      } else {
        const step = Math.floor(ratio * 4);
        if (step > lastLogged || done === total) {
          lastLogged = step;
          process.stderr.write(`${done}/${total} ${label}\n`);
        }
      }
    },
    done() {
      if (tty) process.stderr.write("\n");
    },
  };
}

// "The app" of examples/shell/signup.sh in the Node run: mails a six-digit code to the address it is given.

import { deliver } from "./_live.mjs";

const [to] = process.argv.slice(2);
const code = String(100000 + Math.floor(Math.random() * 900000));
await deliver({ to, subject: "Your sign-up code", text: `Your code is ${code}` });

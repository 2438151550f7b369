// The raw anchor of the server benchmarks: a plain `ws` server in its own process that relays each
// message to every socket of its room (the sender included) and does nothing else: no validation, no
// storage, no rules. The server's figures are read against it, measured in the same run.
import { WebSocketServer, type WebSocket } from 'ws';
import type { ParentMessage } from './protocol.ts';

const rooms = new Map<string, Set<WebSocket>>();
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
wss.on('connection', (socket, req) => {
  const key = req.url ?? '/';
  let room = rooms.get(key);
  if (!room) rooms.set(key, (room = new Set()));
  const members = room;
  members.add(socket);
  socket.on('message', (data) => {
    const text = String(data);
    for (const s of members) s.send(text);
  });
  socket.on('close', () => {
    members.delete(socket);
    if (members.size === 0) rooms.delete(key);
  });
});
wss.on('listening', () => {
  const address = wss.address();
  const port = typeof address === 'string' || !address ? 0 : address.port;
  process.send!({ type: 'listening', base: `http://127.0.0.1:${port}` });
});
process.on('message', (m: ParentMessage) => {
  if (m.type === 'cpu') process.send!({ type: 'cpu', usage: process.cpuUsage() });
  if (m.type === 'stop') wss.close(() => process.exit(0));
});

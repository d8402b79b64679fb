// Raw TCP clients for tests that need control over what is sent when: requests in flight, idle
// or trickling connections.
import net from 'node:net';

export function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sent, once it has closed the connection. */
export function readUntilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
  });
}

/** A save whose body is sent only in part, so it stays in flight until `finish()` sends the rest. */
export async function saveInFlight(
  port: number,
  body: unknown,
): Promise<{ finish(): void; response: Promise<string> }> {
  const json = JSON.stringify(body);
  const socket = await connect(port);
  const response = readUntilClosed(socket);
  socket.write(
    'POST /api/test-results HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json.slice(0, 40)}`,
  );
  return { finish: () => socket.write(json.slice(40)), response };
}

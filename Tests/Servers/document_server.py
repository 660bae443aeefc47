#!/usr/bin/env python3
"""A static file server on loopback for the routing-document tests.

Serves the files of the directory given as the first argument, with an ETag per file and 304 answers
to a matching If-None-Match. /slow/NAME never answers in time (the client's timeout always comes first,
however loaded the machine); /truncated/NAME announces the whole length and sends half; /unsized/NAME sends
no Content-Length (the body ends when the connection closes). Prints the port it listens on, then serves until killed.
"""
import hashlib
import http.server
import os
import sys
import time

ROOT = sys.argv[1]


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        path = self.path.lstrip("/")
        slow = path.startswith("slow/")
        truncated = path.startswith("truncated/")
        unsized = path.startswith("unsized/")
        name = path.split("/", 1)[1] if (slow or truncated or unsized) else path
        file = os.path.join(ROOT, os.path.basename(name))
        if not os.path.isfile(file):
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        with open(file, "rb") as handle:
            body = handle.read()
        etag = '"' + hashlib.sha1(body).hexdigest() + '"'
        if slow:
            time.sleep(600)  # the test kills the server long before
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("ETag", etag)
        self.send_header("Content-Type", "application/json")
        if not unsized:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body[: len(body) // 2] if truncated else body)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up first (the slow path's timeout test)
        if truncated or unsized:
            self.close_connection = True


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()

"""A lossy link for the network-namespace test bed (issue 33, item 2): a point-to-point IP
tunnel between two namespaces that drops a fraction of the IP packets at random.

This kernel has no netem and the machine no iptables, and a TCP proxy cannot lose packets (TCP
retransmits behind it), so loss comes from here: each end is a TUN device (`/dev/net/tun`,
attached with the TUNSETIFF ioctl) in its namespace, served by a process there that carries
every IP packet the kernel routes into the device to the other end's process as one UDP
datagram over the namespaces' veth link, and writes what it receives into its device, so the
kernel takes it as arrived. Each end drops `loss` of what it sends, at random: both directions
lose packets, and TCP above sees loss and retransmits, as on a lossy network.

    python -m tests.support.lossylink DEVICE LOCAL_HOST PORT PEER_HOST PORT LOSS STATS

The device must exist (`ip tuntap add mode tun`). It prints `ready` once attached, and writes
`forwarded dropped` counts to the STATS file about once a second; SIGKILL stops it.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import random
import select
import socket
import struct
import sys
import time

TUNSETIFF = 0x400454CA
IFF_TUN = 0x0001
IFF_NO_PI = 0x1000
PACKET = 65535


def attach(device: str) -> int:
    """An fd on the existing TUN `device`: a read is one IP packet, a write injects one."""
    fd = os.open("/dev/net/tun", os.O_RDWR)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", device.encode(), IFF_TUN | IFF_NO_PI))
    return fd


def main(argv: list[str]) -> None:
    device, local_host, local_port, peer_host, peer_port, loss, stats = argv
    tun = attach(device)
    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    udp.bind((local_host, int(local_port)))
    peer = (peer_host, int(peer_port))
    rng, drop = random.Random(), float(loss)
    forwarded = dropped = 0
    written = time.monotonic()
    print("ready", flush=True)
    while True:
        readable, _, _ = select.select([tun, udp.fileno()], [], [], 1.0)
        if tun in readable:
            packet = os.read(tun, PACKET)
            if rng.random() < drop:
                dropped += 1
            else:
                forwarded += 1
                # The peer's end not up (yet): a lost packet, as on a network.
                with contextlib.suppress(OSError):
                    udp.sendto(packet, peer)
        if udp.fileno() in readable:
            received = udp.recv(PACKET)
            with contextlib.suppress(OSError):  # not an IP packet: the kernel refuses it
                os.write(tun, received)
        if time.monotonic() - written >= 1.0:
            with open(stats, "w") as out:
                out.write(f"{forwarded} {dropped}\n")
            written = time.monotonic()


if __name__ == "__main__":
    main(sys.argv[1:])

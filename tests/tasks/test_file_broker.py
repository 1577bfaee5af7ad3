"""`make run`'s file broker: a message is taken whole, once, in the order sent, and outlives the processes."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from kombu import Connection

from config import file_broker

BIG = "x" * 1_000_000
"""A message long enough that writing it takes a while: a worker polling meanwhile must not take it half written."""


def connect(folder: Path, transport: str = file_broker.TRANSPORT) -> Connection:
    return Connection(file_broker.URL, transport=transport, transport_options=file_broker.options(folder))


def test_messages_are_taken_in_the_order_sent_by_a_later_connection(tmp_path):
    # Given messages sent by a process that then ends,
    with connect(tmp_path) as sender:
        queue = sender.SimpleQueue("celery")
        for number in range(5):
            queue.put({"n": number})
        queue.close()
    # when another process starts, it takes them all, in order, and leaves nothing behind.
    with connect(tmp_path) as receiver:
        queue = receiver.SimpleQueue("celery")
        taken = [queue.get(timeout=1) for _ in range(5)]
        for message in taken:
            message.ack()
        assert [message.payload["n"] for message in taken] == [0, 1, 2, 3, 4]
        with pytest.raises(queue.Empty):
            queue.get(timeout=0.2)
        queue.close()
    assert list(tmp_path.rglob("*.msg")) == []


def test_a_message_being_written_is_never_taken(tmp_path):
    # kombu's own file transport fails this: its worker takes the file before the writer has filled it.
    sent = 20
    with connect(tmp_path) as sender, connect(tmp_path) as receiver:
        outbox, inbox = sender.SimpleQueue("celery"), receiver.SimpleQueue("celery")

        def write() -> None:
            for number in range(sent):
                outbox.put({"n": number, "body": BIG})

        writer = threading.Thread(target=write)
        writer.start()
        taken: list[tuple[int, int]] = []
        while len(taken) < sent:
            message = inbox.get(timeout=30)
            taken.append((message.payload["n"], len(message.payload["body"])))
            message.ack()
        writer.join()
        outbox.close()
        inbox.close()
    assert taken == [(n, len(BIG)) for n in range(sent)]


def test_a_restart_drops_half_written_messages_and_requeues_claimed_ones(tmp_path):
    with connect(tmp_path) as sender:
        queue = sender.SimpleQueue("celery")
        queue.put({"n": 1})
        queue.close()
    (sent,) = (tmp_path / file_broker.MESSAGES).iterdir()
    # A worker killed between claiming a message and reading it, and a writer killed mid-message:
    sent.rename(tmp_path / file_broker.CLAIMED / sent.name)
    (tmp_path / file_broker.WRITING / f"{sent.name}-2").write_bytes(sent.name.encode()[:5])
    file_broker.recover(tmp_path)
    assert list((tmp_path / file_broker.WRITING).iterdir()) == []
    with connect(tmp_path) as receiver:
        queue = receiver.SimpleQueue("celery")
        assert queue.get(timeout=1).payload == {"n": 1}
        with pytest.raises(queue.Empty):
            queue.get(timeout=0.2)
        queue.close()

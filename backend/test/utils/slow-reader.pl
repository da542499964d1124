# A client on a slow line, for backend/test/integration/graceful-shutdown.int-spec.ts: a TCP
# connection with a small receive buffer (SO_RCVBUF, which Node cannot set) that is read a few
# bytes at a time. perl-base is part of every Debian and Ubuntu system.
#
#   perl slow-reader.pl <port> <bytes per read> <ms between reads>
#
# stdin and stdout are the connection for the caller's HTTP client: the request is read from
# stdin up to its blank line and sent; what is read from the socket goes to stdout. SIGUSR1:
# read the rest at full speed.
use strict;
use warnings;
use Socket;

my ($port, $bytes, $ms) = @ARGV;
socket(my $socket, PF_INET, SOCK_STREAM, 0) or die "socket: $!";
setsockopt($socket, SOL_SOCKET, SO_RCVBUF, 16384) or die "SO_RCVBUF: $!";
connect($socket, pack_sockaddr_in($port, inet_aton('127.0.0.1'))) or die "connect: $!";

my $request = '';
while ($request !~ /\r\n\r\n/) {
  my $n = sysread(STDIN, my $part, 4096);
  die "no request on stdin\n" unless $n;
  $request .= $part;
}
syswrite($socket, $request) or die "send: $!";

my $fast = 0;
$SIG{USR1} = sub { $fast = 1 };
binmode STDOUT;
for (;;) {
  my $n = sysread($socket, my $data, $fast ? 65536 : $bytes);
  if (!defined $n) {
    next if $!{EINTR};
    last;
  }
  last if $n == 0;
  my $off = 0;
  while ($off < $n) {
    my $written = syswrite(STDOUT, $data, $n - $off, $off);
    if (!defined $written) {
      next if $!{EINTR};
      die "stdout: $!";
    }
    $off += $written;
  }
  select(undef, undef, undef, $ms / 1000) unless $fast;
}
